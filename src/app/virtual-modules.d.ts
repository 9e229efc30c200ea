// Generated at build time by scripts/mantine-theme-css-plugin.ts.
declare module 'virtual:mantine-theme.css';
