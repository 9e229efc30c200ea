import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorScreen } from '../../src/shared/ErrorScreen.tsx';

describe('router error screen', () => {
  it('shows the title and the error message', () => {
    const html = renderToString(
      <MantineProvider>
        <ErrorScreen error={new Error('Loader for /services failed')} />
      </MantineProvider>,
    );
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('Loader for /services failed');
  });
});
