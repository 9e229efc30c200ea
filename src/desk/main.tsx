import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
// The theme's CSS variables as a stylesheet (scripts/mantine-theme-css-plugin.ts): no <style> element
// is written into the page, so the desk's policy needs no inline styles but Mantine's style attributes.
import 'virtual:mantine-theme.css';
import './desk.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The desk page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <MantineProvider forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </MantineProvider>
  </StrictMode>,
);
