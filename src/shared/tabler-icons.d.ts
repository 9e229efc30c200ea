// Each icon is imported from its own module: the package's index names its 6,000 icons, which the
// development server and the workbench would pre-bundle whole (4.5 MB) for every page to load, and
// the site's build would read one by one. The package types its index only.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { Icon } from '@tabler/icons-react';
  const icon: Icon;
  export default icon;
}
