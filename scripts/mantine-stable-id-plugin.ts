/**
 * Mantine's `useId` starts with React's id (as the server rendered it) and then, in a layout
 * effect, swaps it for a random one: a synchronous re-render of every input, radio and checkbox
 * right after hydration (about 200 ms of blocked main thread on a long questionnaire at mobile CPU
 * speed), and ids that differ from the prerendered HTML. React's own `useId` is already unique and
 * the same on server and client, so the browser build keeps the first value and drops the swap.
 * The development server pre-bundles Mantine without this plugin; it behaves as before there.
 */
import type { Plugin } from 'vite';

const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

export const STABLE_USE_ID = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`;

export function mantineStableId(): Plugin {
  let replaced = false;
  return {
    name: 'mantine-stable-id',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      replaced = true;
      return STABLE_USE_ID;
    },
    buildEnd() {
      // A Mantine release that moves the hook must not silently bring the re-render back.
      if (!replaced && this.environment?.name === 'client' && this.environment.mode === 'build')
        this.error('mantine-stable-id: @mantine/hooks/esm/use-id/use-id.mjs was not loaded; check the plugin.');
    },
  };
}
