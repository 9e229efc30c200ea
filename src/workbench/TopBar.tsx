import { Anchor, NativeSelect } from '@mantine/core';
import type { CatalogueFeed } from './use-catalogue.ts';
import { formHref, type WorkbenchRoute } from './use-hash-route.ts';
import classes from './Workbench.module.css';

function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-GB');
}

/** The bar over every view: the way back to the list, a form switcher, and when the files were last read. */
export function TopBar({ feed, route }: { feed: CatalogueFeed; route: WorkbenchRoute }) {
  const state = feed.status === 'ready' ? feed.state : null;
  const current = route.view === 'form' ? route.id : '';
  return (
    <header className={classes.topbar}>
      <Anchor href="#/" className={classes.brand} c="white" underline="hover">
        Questionnaire workbench
      </Anchor>
      {state ? (
        <NativeSelect
          className={classes.switcher}
          size="xs"
          aria-label="Form to preview"
          value={current}
          onChange={(event) => {
            const id = event.currentTarget.value;
            window.location.hash = id ? formHref(id) : '#/';
          }}
          data={[
            { value: '', label: 'All forms' },
            ...state.forms.map((form) => ({
              value: form.id,
              label: `${form.id}${form.problems.length > 0 ? ' (problems)' : ''}`,
            })),
          ]}
        />
      ) : null}
      <p className={classes.readAt} role="status" data-testid="read-at">
        {state ? `Watching ${state.catalogue}/ · read at ${timeOf(state.readAt)}` : 'Reading the catalogue…'}
      </p>
    </header>
  );
}
