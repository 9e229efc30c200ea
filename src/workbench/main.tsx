import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { theme } from '../app/theme.ts';
import { App } from './App.tsx';
import './styles.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The workbench page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} forceColorScheme="light">
      <App />
    </MantineProvider>
  </StrictMode>,
);
