import { Alert, Anchor } from '@mantine/core';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import { useEffect, useRef, type MouseEvent } from 'react';
import type { FormDefinition } from '../questionnaire/definition.ts';
import { SubmissionReference } from './SubmissionReference.tsx';
import type { SubmissionStatus } from './use-submission.ts';

/**
 * The element a visitor should land on for a field: its input, the first option of a group, or a
 * repeating group's add button while it holds no record.
 */
export function focusField(definition: FormDefinition, field: string): void {
  const element = document.getElementById(`${definition.id}_${field}`);
  if (!element) return;
  const target = element.matches('input, select, textarea, button')
    ? element
    : element.querySelector<HTMLElement>('input, select, textarea, [role="slider"], button');
  element.scrollIntoView({ behavior: 'smooth', block: 'center' });
  (target ?? element).focus({ preventScroll: true });
}

/**
 * The banner above the submit button: validation and failure in red, ISO 9001's success in green.
 * A validation message takes the focus and links to the field it is about.
 */
export function StatusMessage({ status, definition }: { status: SubmissionStatus; definition: FormDefinition }) {
  const { success: successSettings, failure } = definition.form;
  const banner = useRef<HTMLDivElement>(null);
  const attempt = status.state === 'invalid' ? status.attempt : null;
  // Each submit that fails moves the focus here; the message following the visitor's edits does not.
  useEffect(() => {
    if (attempt !== null) banner.current?.focus();
  }, [attempt]);
  const success = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status.state === 'success') success.current?.focus();
  }, [status.state]);

  if (status.state === 'invalid' || status.state === 'error') {
    const title = status.state === 'error' ? failure.title : undefined;
    const field = status.state === 'invalid' ? status.field : null;
    const label = field ? (definition.schema.properties[field]?.title ?? field).replace(/\s*\*\s*$/, '') : '';
    const goToField = (event: MouseEvent) => {
      event.preventDefault();
      if (field) focusField(definition, field);
    };
    return (
      <Alert
        ref={banner}
        tabIndex={-1}
        role="alert"
        color="red"
        variant="light"
        title={title}
        icon={<IconAlertCircle aria-hidden="true" />}
        data-testid="form-error"
      >
        <span data-testid="error-message">{status.message}</span>
        {field ? (
          <>
            {' '}
            <Anchor
              href={`#${definition.id}_${field}`}
              onClick={goToField}
              c="red.9"
              fw={600}
              underline="always"
              data-testid="error-link"
            >
              Go to “{label}”
            </Anchor>
          </>
        ) : null}
      </Alert>
    );
  }
  if (status.state === 'success' && successSettings.display !== 'card') {
    return (
      <Alert
        ref={success}
        tabIndex={-1}
        role="status"
        color="teal"
        variant="light"
        title={successSettings.title}
        icon={<IconCircleCheck aria-hidden="true" />}
        data-testid="form-success"
      >
        {status.message}
        {status.reference ? <SubmissionReference reference={status.reference} /> : null}
      </Alert>
    );
  }
  return null;
}
