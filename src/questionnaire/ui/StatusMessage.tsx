import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { FormDefinition } from '../definition.ts';
import type { SubmissionStatus } from './use-submission.ts';

/** The banner above the submit button: validation and failure in red, ISO 9001's success in green. */
export function StatusMessage({ status, definition }: { status: SubmissionStatus; definition: FormDefinition }) {
  const { success, failure } = definition.form;
  if (status.state === 'invalid' || status.state === 'error') {
    const title = status.state === 'error' ? failure.title : undefined;
    return (
      <Alert
        role="alert"
        color="red"
        variant="light"
        title={title}
        icon={<IconAlertCircle aria-hidden="true" />}
        data-testid="form-error"
      >
        {status.message}
      </Alert>
    );
  }
  if (status.state === 'success' && success.display !== 'card') {
    return (
      <Alert
        role="status"
        color="teal"
        variant="light"
        title={success.title}
        icon={<IconCircleCheck aria-hidden="true" />}
        data-testid="form-success"
      >
        {status.message}
      </Alert>
    );
  }
  return null;
}
