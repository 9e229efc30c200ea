import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

const QUESTION = 'Your answers are still being sent. Leave this page anyway?';

/** While a submission is in flight, leaving the page (tab close, reload, in-site link) asks first. */
export function useLeaveGuard(active: boolean): void {
  const blocker = useBlocker(active);
  // One question per blocked navigation: the blocker object changes on every render while blocked.
  const asked = useRef<unknown>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      asked.current = null;
      return;
    }
    if (asked.current === blocker.location) return;
    asked.current = blocker.location;
    if (window.confirm(QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = QUESTION;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
