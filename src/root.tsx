import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from 'react-router';
import './app/mantine-styles.ts';
import { ErrorScreen } from './shared/ErrorScreen.tsx';
import { Footer } from './app/Footer.tsx';
import { Header } from './app/header/Header.tsx';
import type { RootLoaderData } from './app/header/navigation.ts';
import { theme } from './app/theme.ts';
import { ToastHost } from './shared/ToastHost.tsx';
import { firm } from './content/firm.ts';
import { services } from './content/services.ts';
import { sitePath } from './routing/site-paths.ts';

// Build-time data shared by every page: the navigation's service links.
export function loader(): RootLoaderData {
  return {
    serviceLinks: services.map((service) => ({ label: service.navLabel, to: sitePath('service', service.slug) })),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  // The page paints before its scripts load: `data-hydrated` on <html> says its controls now work
  // (browser tests wait for it, as a visitor waits for a page to be ready).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <html lang="en" {...mantineHtmlProps} data-mantine-color-scheme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {firm.analytics ? <script defer src={firm.analytics.scriptUrl} {...firm.analytics.attributes} /> : null}
      </head>
      <body>
        {/* The theme's CSS variables and helper classes are in the built stylesheet (mantine-styles.ts). */}
        <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <Header />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer />
          <ToastHost />
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ErrorScreen error={useRouteError()} />;
}
