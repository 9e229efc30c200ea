/**
 * How long a desk session lives (session.ts checks both at every request): ended after this long
 * without a request, and this long after it began whatever happened since. Apart from session.ts so
 * the store can count live sessions by the same limits.
 */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
