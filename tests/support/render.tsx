/**
 * Component tests render inside the site's MantineProvider, as Mantine's Vite template does: the
 * site theme, `env="test"` (no transitions, no portals' delays); tests/support/dom-setup.ts adds the
 * browser APIs jsdom lacks and removes each test's tree.
 * Use from a test file that runs in jsdom (`// @vitest-environment jsdom` at its top).
 */
import { MantineProvider } from '@mantine/core';
import { render as testingLibraryRender, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import '@testing-library/jest-dom/vitest';
import { theme } from '../../src/app/theme.ts';

export function render(ui: ReactNode): RenderResult {
  return testingLibraryRender(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MantineProvider theme={theme} env="test">
        {children}
      </MantineProvider>
    ),
  });
}
