import { startTransition, useEffect, useRef, useState } from 'react';
import type { Answers, FormDefinition } from '../questionnaire/definition.ts';
import {
  clearDraft,
  DRAFT_SAVE_DELAY_MS,
  draftStorage,
  keepableAnswers,
  loadDraft,
  saveDraft,
  type RestoredDraft,
} from '../questionnaire/drafts.ts';

type Lookup = { readonly draft: RestoredDraft | null; readonly storage: Storage | null };

/** The answers a draft would keep, in a stable text form, to recognise the ones just sent. */
function sentForm(definition: FormDefinition, answers: Answers): string {
  const kept = keepableAnswers(definition, answers);
  return JSON.stringify(
    Object.keys(kept)
      .sort()
      .map((field) => [field, kept[field]]),
  );
}

/**
 * The draft of this form in this browser: offered once after hydration ("Continue where you left
 * off" or "Start over"), then kept up to date as the visitor answers (debounced).
 */
export function useDraft(definition: FormDefinition, answers: Answers, restore: (answers: Answers) => void) {
  // Read once React owns the page, so the prerendered HTML and the first client render agree (no
  // draft); as a transition, so the re-render of the whole form it causes yields to the browser.
  const [lookup, setLookup] = useState<Lookup | null>(null);
  useEffect(() => {
    startTransition(() => {
      const storage = draftStorage();
      setLookup({ storage, draft: loadDraft(storage, definition) });
    });
  }, [definition]);
  const [decision, setDecision] = useState<'pending' | 'continued' | 'fresh'>('pending');
  const [formChanged, setFormChanged] = useState(false);
  const sent = useRef<string | null>(null);
  const pendingSave = useRef<number | undefined>(undefined);

  const storage = lookup?.storage ?? null;
  const offer = lookup?.draft && decision === 'pending' ? lookup.draft : null;
  const canSave = lookup !== null && storage !== null && (lookup.draft === null || decision !== 'pending');

  useEffect(() => {
    if (!canSave || sent.current === sentForm(definition, answers)) return undefined;
    const timer = window.setTimeout(() => {
      // Checked again when the timer fires: a submit may have happened in between.
      if (sent.current !== sentForm(definition, answers)) saveDraft(storage, definition, answers);
    }, DRAFT_SAVE_DELAY_MS);
    pendingSave.current = timer;
    return () => window.clearTimeout(timer);
  }, [canSave, storage, definition, answers]);

  return {
    /** The saved draft awaiting the visitor's choice, if any. */
    offer,
    /** Whether answers are being kept in this browser (storage works). */
    available: storage !== null,
    formChanged,
    continueDraft() {
      if (!offer) return;
      setDecision('continued');
      setFormChanged(offer.formChanged);
      restore(offer.answers);
    },
    startOver() {
      clearDraft(storage, definition);
      setDecision('fresh');
    },
    /**
     * After a successful submit the draft is gone for good: a save still waiting is cancelled, and
     * the sent answers are never written back (new answers typed afterwards are a new draft).
     */
    submitted(answersSent: Answers) {
      window.clearTimeout(pendingSave.current);
      sent.current = sentForm(definition, answersSent);
      clearDraft(storage, definition);
    },
  };
}
