import { createContext, useContext, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import type { FormDefinition } from '../questionnaire/definition.ts';

/**
 * Before hydration every part of the form (each section, the closing fields, the send button) is a
 * disabled fieldset, so nothing a visitor types is lost before React takes over. Afterwards the
 * parts unlock top to bottom, one per frame: unlocking a long form at once restyled and repainted
 * every input in one task (15-30 ms on the healthcare form in Lighthouse traces). Only the part
 * fieldsets re-render, never the form's fields.
 */
const UnlockedParts = createContext(Number.POSITIVE_INFINITY);

/** The form's parts in page order: its sections, then the closing fields, then the send button. */
export function formParts(definition: FormDefinition) {
  const sections = definition.form.sections.length;
  return { closing: sections, footer: sections + 1, count: sections + 2 };
}

interface PartsUnlockProps {
  /** Every part locked (before hydration); once false, the parts unlock one per frame. */
  readonly locked: boolean;
  readonly parts: number;
  readonly className?: string;
  readonly children: ReactNode;
}

export function PartsUnlock({ locked, parts, className, children }: PartsUnlockProps) {
  // Mounted after hydration (a client-side visit, the workbench): open at once.
  const [unlocked, setUnlocked] = useState(() => (locked ? 0 : Number.POSITIVE_INFINITY));
  // Inputs fade their colours when their state changes; unlocking starts one fade per input (each a
  // few events React handles), so fades start working two frames after the last part unlocks.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (locked || settled) return undefined;
    let frame = requestAnimationFrame(() => {
      if (unlocked < parts) setUnlocked(unlocked + 1);
      else frame = requestAnimationFrame(() => setSettled(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [locked, settled, unlocked, parts]);

  return (
    // Once settled, parts added later (the workbench's preview of an edited form) are open too.
    <UnlockedParts.Provider value={locked ? 0 : settled ? Number.POSITIVE_INFINITY : unlocked}>
      <div className={className} data-settled={settled || undefined}>
        {children}
      </div>
    </UnlockedParts.Provider>
  );
}

/** A fieldset that takes input once its part of the form (`step`, from formParts) is unlocked. */
export function PartFieldset({ step, disabled, ...props }: { readonly step: number } & ComponentProps<'fieldset'>) {
  const unlocked = useContext(UnlockedParts) > step;
  return <fieldset {...props} disabled={disabled || !unlocked} />;
}
