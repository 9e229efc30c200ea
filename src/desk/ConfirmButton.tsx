/**
 * A button whose change is asked about once more before it is made: the question and its answer
 * take the button's place, the answer focused, so a slip of the mouse changes nothing.
 */
import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

export function ConfirmButton({
  label,
  name,
  question,
  answer,
  onConfirm,
}: {
  /** The button's text, and its accessible name (`name`, which may say whom it concerns). */
  readonly label: string;
  readonly name: string;
  readonly question: string;
  /** The text of the button that makes the change. */
  readonly answer: string;
  readonly onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <Button size="xs" variant="default" aria-label={name} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={question}>
      <Text size="sm">{question}</Text>
      <Button
        ref={confirm}
        size="xs"
        color="red"
        variant="light"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {answer}
      </Button>
      <Button size="xs" variant="default" onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </Group>
  );
}
