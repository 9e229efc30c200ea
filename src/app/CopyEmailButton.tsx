import { ActionIcon } from '@mantine/core';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import { showToast } from '../shared/toast.ts';

/** Copies the firm's address for visitors who write from another device or mail client. */
export function CopyEmailButton({ email }: { email: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email);
      await showToast({ title: 'Email address copied', message: `${email} is on your clipboard.`, color: 'teal' });
    } catch {
      await showToast({ title: 'Could not copy', message: `Please copy ${email} by hand.`, color: 'red' });
    }
  };
  return (
    <ActionIcon variant="subtle" color="gray.0" size="md" aria-label="Copy email address" onClick={() => void copy()}>
      <IconCopy size={16} aria-hidden="true" />
    </ActionIcon>
  );
}
