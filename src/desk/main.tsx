import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
// The theme's CSS variables as a stylesheet (scripts/mantine-theme-css-plugin.ts): no <style> element
// is written into the page, so the desk's policy needs no inline styles but Mantine's style attributes.
import 'virtual:mantine-theme.css';
import '../shared/theme.css';
import './desk.css';
import './report.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { brandTheme } from '../shared/theme.ts';
import { deskRoutes } from './routes.tsx';
import { signOutOnRefusal } from './session.ts';

const router = createBrowserRouter(deskRoutes);
signOutOnRefusal(router);

const root = document.getElementById('root');
if (!root) throw new Error('The desk page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={brandTheme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      <RouterProvider router={router} />
    </MantineProvider>
  </StrictMode>,
);
