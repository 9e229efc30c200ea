/** The site's theme: the firm's look (src/shared/theme.ts) with the site's component defaults. */
import { Button, Container, createTheme, mergeThemeOverrides } from '@mantine/core';
import { brandTheme } from '../shared/theme.ts';

export const theme = mergeThemeOverrides(
  brandTheme,
  createTheme({
    components: {
      // One layout grid: header, heroes, page bodies, forms and footer share this container and its margins.
      Container: Container.extend({ defaultProps: { size: 'lg' } }),
      Button: Button.extend({
        // Plain class names (rules in global.css): the theme is also loaded by the build's config, which bundles no CSS.
        classNames: { root: 'site-button-root', label: 'site-button-label', inner: 'site-button-inner' },
      }),
    },
  }),
);
