import { useEffect, useState } from 'react';
import { CATALOGUE_EVENT, STATE_PATH, type WorkbenchState } from './types.ts';

export type CatalogueFeed =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly state: WorkbenchState };

/**
 * The catalogue as the workbench's dev server last read it: fetched at start and again each time
 * the server announces a save (a custom event on Vite's HMR socket).
 */
export function useCatalogue(): CatalogueFeed {
  const [feed, setFeed] = useState<CatalogueFeed>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    const load = async () => {
      try {
        const response = await fetch(STATE_PATH, { cache: 'no-store' });
        if (!response.ok) throw new Error(`the workbench server answered ${response.status}`);
        const state = (await response.json()) as WorkbenchState;
        if (!active) return;
        // Answers may arrive out of order after quick saves: never go back to an older read.
        setFeed((previous) =>
          previous.status === 'ready' && previous.state.revision > state.revision
            ? previous
            : { status: 'ready', state },
        );
      } catch (error) {
        if (active) setFeed({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    };
    void load();
    const hot = import.meta.hot;
    const onChange = () => void load();
    hot?.on(CATALOGUE_EVENT, onChange);
    return () => {
      active = false;
      hot?.off(CATALOGUE_EVENT, onChange);
    };
  }, []);
  return feed;
}
