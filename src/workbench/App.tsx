import { Alert, Loader } from '@mantine/core';
import { CatalogueView } from './CatalogueView.tsx';
import { FormBench } from './FormBench.tsx';
import { TopBar } from './TopBar.tsx';
import { useCatalogue } from './use-catalogue.ts';
import { useHashRoute } from './use-hash-route.ts';
import classes from './Workbench.module.css';

/** The consultant's workbench: the catalogue at a glance, or one form previewed live. */
export function App() {
  const feed = useCatalogue();
  const route = useHashRoute();
  return (
    <div className={classes.shell}>
      <TopBar feed={feed} route={route} />
      <main id="main" className="workbench-main">
        {feed.status === 'loading' ? (
          <Loader color="teal" m="xl" aria-label="Reading the catalogue" />
        ) : feed.status === 'failed' ? (
          <Alert color="red" m="xl" title="The workbench server did not answer">
            {feed.message}. Is npm run workbench still running?
          </Alert>
        ) : route.view === 'form' ? (
          <FormBench key={route.id} state={feed.state} id={route.id} />
        ) : (
          <CatalogueView state={feed.state} />
        )}
      </main>
    </div>
  );
}
