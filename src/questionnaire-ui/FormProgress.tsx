import { Progress, Text } from '@mantine/core';
import IconCircleCheckFilled from '@tabler/icons-react/dist/esm/icons/IconCircleCheckFilled.mjs';
import IconCircleDashed from '@tabler/icons-react/dist/esm/icons/IconCircleDashed.mjs';
import { useEffect, useState } from 'react';
import { formCounts } from '../questionnaire/counts.ts';
import type { FormDefinition } from '../questionnaire/definition.ts';
import type { Progress as ProgressCounts } from '../questionnaire/progress.ts';
import classes from './FormProgress.module.css';

/** Screen readers hear the counts once the visitor pauses, not on every keystroke. */
const ANNOUNCE_AFTER_MS = 1500;

function summary(progress: ProgressCounts): string {
  const required =
    progress.requiredRemaining === 0 ? 'all required answered' : `${progress.requiredRemaining} required remaining`;
  return `${progress.answered} of ${progress.total} questions answered, ${required}`;
}

/** The sections the visitor meets with these answers (a skipped section is not listed). */
function shownSections(definition: FormDefinition, progress: ProgressCounts) {
  return definition.form.sections.filter((section) => !progress.skippedSections.includes(section.id));
}

function SectionLinks({ definition, progress }: { definition: FormDefinition; progress: ProgressCounts }) {
  return (
    <ol className={classes.sections}>
      {shownSections(definition, progress).map((section) => {
        const started = progress.sectionsStarted[section.id] ?? false;
        return (
          <li key={section.id}>
            <a href={`#section-${section.id}`} className={classes.sectionLink} data-started={started || undefined}>
              {started ? (
                <IconCircleCheckFilled size={16} aria-hidden="true" className={classes.done} />
              ) : (
                <IconCircleDashed size={16} aria-hidden="true" className={classes.todo} />
              )}
              <span>{section.title}</span>
              {started ? <span className="visually-hidden"> (has answers)</span> : null}
            </a>
          </li>
        );
      })}
    </ol>
  );
}

/** Answered questions, required ones left, and the section list: beside the form, or folded above it. */
export function FormProgress({ definition, progress }: { definition: FormDefinition; progress: ProgressCounts }) {
  const [announced, setAnnounced] = useState('');
  const text = summary(progress);
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnounced(text), ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const percent = progress.total === 0 ? 0 : Math.round((progress.answered / progress.total) * 100);
  const started = Object.values(progress.sectionsStarted).filter(Boolean).length;

  return (
    <div className={classes.panel} data-testid="form-progress">
      <Text size="sm" fw={700} c="navy.9">
        Your progress
      </Text>
      <Progress value={percent} color="teal" size="md" mt={8} aria-label="Questions answered" />
      <Text size="sm" mt={8} c="gray.8" data-testid="progress-text">
        {progress.answered} of {progress.total} questions answered
      </Text>
      <Text size="sm" c={progress.requiredRemaining === 0 ? 'teal.9' : 'gray.8'} data-testid="required-text">
        {progress.requiredRemaining === 0
          ? 'All required questions answered'
          : `${progress.requiredRemaining} required remaining`}
      </Text>
      <div className="visually-hidden" aria-live="polite" data-testid="progress-live">
        {announced}
      </div>
      <nav aria-label="Form sections" className={classes.wide}>
        <SectionLinks definition={definition} progress={progress} />
      </nav>
      <details className={classes.compact}>
        <summary className={classes.summary}>
          Sections ({started} of {formCounts(definition, new Set(progress.skippedSections)).sections} started)
        </summary>
        <nav aria-label="Form sections, compact">
          <SectionLinks definition={definition} progress={progress} />
        </nav>
      </details>
    </div>
  );
}
