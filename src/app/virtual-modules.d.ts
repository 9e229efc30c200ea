// Generated at build time by scripts/mantine-theme-css-plugin.ts.
declare module 'virtual:mantine-theme.css';
// Generated at build time by scripts/form-reveals-css-plugin.ts.
declare module 'virtual:form-reveals.css';
