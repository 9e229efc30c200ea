import { requestToastHost } from './ToastHost.tsx';

export interface Toast {
  readonly title?: string;
  readonly message: string;
  readonly color?: string;
}

/** Shows a short, dismissible notice (one at a time; a new one replaces the queue's head). */
export async function showToast(toast: Toast): Promise<void> {
  requestToastHost();
  const { notifications } = await import('@mantine/notifications');
  notifications.clean();
  notifications.show({
    ...toast,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
    autoClose: 5000,
  });
}
