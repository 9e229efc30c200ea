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

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 7,
  colors: { navy, teal },
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  black: '#14213d',
});
