import { Alert, Button, Group, Text } from '@mantine/core';
import IconHistory from '@tabler/icons-react/dist/esm/icons/IconHistory.mjs';
import type { RestoredDraft } from '../questionnaire/drafts.ts';

// Made on first use: building a date format costs the browser locale data, and most visits have no draft.
let savedAtFormat: Intl.DateTimeFormat | undefined;
const formatSavedAt = (date: Date | number) =>
  (savedAtFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' })).format(date);

/** Offered when this browser holds a draft of the form. */
export function DraftPrompt({
  draft,
  onContinue,
  onStartOver,
}: {
  draft: RestoredDraft;
  onContinue: () => void;
  onStartOver: () => void;
}) {
  return (
    <Alert
      color="navy"
      variant="light"
      icon={<IconHistory aria-hidden="true" />}
      title="You have saved answers"
      role="region"
      aria-label="Saved answers"
      data-testid="draft-prompt"
    >
      <Text size="sm">Your answers from {formatSavedAt(draft.savedAt)} are saved in this browser.</Text>
      <Group mt="sm" gap="sm">
        <Button size="sm" color="teal" onClick={onContinue}>
          Continue where you left off
        </Button>
        <Button size="sm" variant="default" onClick={onStartOver}>
          Start over
        </Button>
      </Group>
    </Alert>
  );
}
