/**
 * The firm's look, shared by the site and the desk: its colours, type scale and corners. Each
 * room adds its own component defaults on top (src/app/theme.ts for the site). The two display
 * heading sizes and the error colour are CSS variables in theme.css beside this file.
 */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Deep navy for structure and text, teal for actions: calm, legible, AA contrast on white.
const navy: MantineColorsTuple = [
  '#eef3fa',
  '#dbe4f0',
  '#b3c6df',
  '#88a6cd',
  '#658bbe',
  '#4f7ab5',
  '#3f6aa3',
  '#2f5687',
  '#1c3a63',
  '#0b2545',
];
const teal: MantineColorsTuple = [
  '#e4f8f6',
  '#d2eeeb',
  '#a7dbd6',
  '#78c7c0',
  '#52b6ae',
  '#3aaba2',
  '#2a9f96',
  '#13807a',
  '#0b6e68',
  '#005a55',
];

// A system font stack: no web font to download, so text paints with the page and never shifts.
const systemFonts = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const brandTheme = createTheme({
  primaryColor: 'teal',
  primaryShade: 7,
  colors: { navy, teal },
  fontFamily: systemFonts,
  // One type scale: seven steps (12, 14, 16, 18, 22, 28, 40 px on wide screens; theme.css shrinks
  // the two largest on phones). Components use these names, never their own sizes.
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem' },
  lineHeights: { xs: '1.4', sm: '1.5', md: '1.6', lg: '1.6', xl: '1.4' },
  headings: {
    fontFamily: systemFonts,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: 'var(--type-h1)', lineHeight: '1.15' },
      h2: { fontSize: 'var(--type-h2)', lineHeight: '1.25' },
      h3: { fontSize: '1.375rem', lineHeight: '1.35' },
      h4: { fontSize: '1.125rem', lineHeight: '1.4' },
      h5: { fontSize: '1rem', lineHeight: '1.45' },
      h6: { fontSize: '0.875rem', lineHeight: '1.45' },
    },
  },
  defaultRadius: 'md',
  black: '#14213d',
});
