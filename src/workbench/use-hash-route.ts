import { useSyncExternalStore } from 'react';

export type WorkbenchRoute = { readonly view: 'catalogue' } | { readonly view: 'form'; readonly id: string };

const FORM_HASH = /^#\/forms\/([a-z0-9-]+)$/;

export function formHref(id: string): string {
  return `#/forms/${id}`;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The workbench's two views, kept in the URL's hash so the back button and bookmarks work. */
export function useHashRoute(): WorkbenchRoute {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  const id = FORM_HASH.exec(hash)?.[1];
  return id ? { view: 'form', id } : { view: 'catalogue' };
}
