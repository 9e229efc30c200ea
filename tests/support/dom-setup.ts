/**
 * Set-up for every test file that runs in jsdom (`// @vitest-environment jsdom`): the browser APIs
 * jsdom lacks, which Mantine reads (colour scheme and element sizes), and the rendered trees removed
 * after each test. A setup file because it runs for each file: files that share their worker's
 * modules import a support module once, so a hook registered there would serve only the first file.
 */
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
