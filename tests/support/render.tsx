/**
 * Component tests render inside the site's MantineProvider, as Mantine's Vite template does: the
 * site theme, `env="test"` (no transitions, no portals' delays), and the browser APIs jsdom lacks.
 * Use from a test file that runs in jsdom (`// @vitest-environment jsdom` at its top).
 */
import { MantineProvider } from '@mantine/core';
import { cleanup, render as testingLibraryRender, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { theme } from '../../src/app/theme.ts';

// jsdom has neither; Mantine reads both (colour scheme and element sizes).
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
}

afterEach(cleanup);

export function render(ui: ReactNode): RenderResult {
  return testingLibraryRender(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MantineProvider theme={theme} env="test">
        {children}
      </MantineProvider>
    ),
  });
}
