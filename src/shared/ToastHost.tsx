import { lazy, Suspense, useSyncExternalStore } from 'react';
import classes from './ToastHost.module.css';

// Mantine's notification container loads on the first toast, so content pages that never show
// one do not carry its JavaScript (see the size budgets in docs/performance.md).
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

let requested = false;
const listeners = new Set<() => void>();

export function requestToastHost(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** At most one toast is visible at a time, and each can be dismissed. */
export function ToastHost() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={1} position="top-right" zIndex={400} className={classes.toasts} />
    </Suspense>
  );
}
