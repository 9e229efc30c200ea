/**
 * Every page of the desk, with the data each loads (loaders) and the changes made from it
 * (actions). The root route knows who is signed in: nobody, and every page is the sign-in screen.
 * The members' screens sit in the desk's frame, the print view on a page of its own; both show a
 * failure through one error boundary (DeskError).
 */
import { Container, Loader } from '@mantine/core';
import { Outlet, redirect, useLoaderData, type RouteObject } from 'react-router';
import { api, DeskApiError } from './api.ts';
import { Delivery, deliveryAction, deliveryLoader } from './Delivery.tsx';
import { DeskError, NotFound } from './DeskError.tsx';
import { Enrol } from './Enrol.tsx';
import { Frame } from './Frame.tsx';
import { Inbox, inboxLoader } from './Inbox.tsx';
import { insightsLoader } from './insights-data.ts';
import { leadAction, leadLoader } from './lead-data.ts';
import { LeadPage } from './LeadPage.tsx';
import { MyPasskeys, myPasskeysLoader } from './MyPasskeys.tsx';
import { MySettings, mySettingsAction, mySettingsLoader } from './MySettings.tsx';
import { PrintLead, printLoader } from './PrintLead.tsx';
import { requestsAction, requestsLoader } from './requests-data.ts';
import { Requests } from './Requests.tsx';
import { DESK_ROUTE, deskSession, forMembers, setSession } from './session.ts';
import { SignIn } from './SignIn.tsx';
import { Team, teamAction, teamLoader } from './Team.tsx';

function Desk() {
  return useLoaderData<typeof deskSession>() ? <Outlet /> : <SignIn />;
}

function Opening() {
  return (
    <main>
      <Container py="xl">
        <Loader aria-label="Loading the desk" />
      </Container>
    </main>
  );
}

/** A failure before the desk knows who is signed in (the server unreachable): the message alone. */
function Unreachable() {
  return (
    <main>
      <Container size="xl">
        <DeskError />
      </Container>
    </main>
  );
}

/** A lead's print view is a document of its own, without the desk's header around it. */
function Document() {
  return (
    <main>
      <Outlet />
    </main>
  );
}

async function signOut() {
  await api('/desk/api/sign-out', {}).catch((caught: unknown) => {
    // A 401: the server had already ended the session.
    if (!(caught instanceof DeskApiError && caught.status === 401)) throw caught;
  });
  setSession(null);
  return null;
}

export const deskRoutes: RouteObject[] = [
  { path: '/desk/enrol', Component: Enrol },
  {
    id: DESK_ROUTE,
    path: '/desk',
    loader: deskSession,
    Component: Desk,
    HydrateFallback: Opening,
    ErrorBoundary: Unreachable,
    children: [
      { path: 'sign-out', action: signOut, loader: () => redirect('/desk') },
      {
        Component: Document,
        children: [
          { path: 'leads/:id/print', loader: forMembers(printLoader), Component: PrintLead, ErrorBoundary: DeskError },
        ],
      },
      {
        Component: Frame,
        children: [
          {
            ErrorBoundary: DeskError,
            children: [
              { index: true, loader: forMembers(inboxLoader), Component: Inbox },
              { path: 'leads/:id', loader: forMembers(leadLoader), action: leadAction, Component: LeadPage },
              {
                path: 'insights',
                loader: forMembers(insightsLoader),
                // The charts' library is most of the desk's code: fetched when Insights is first opened.
                lazy: { Component: async () => (await import('./Insights.tsx')).Insights },
              },
              {
                path: 'requests',
                loader: forMembers(requestsLoader),
                action: requestsAction,
                Component: Requests,
              },
              { path: 'delivery', loader: forMembers(deliveryLoader), action: deliveryAction, Component: Delivery },
              { path: 'me', loader: forMembers(myPasskeysLoader), Component: MyPasskeys },
              {
                path: 'me/settings',
                loader: forMembers(mySettingsLoader),
                action: mySettingsAction,
                Component: MySettings,
              },
              { path: 'team', loader: forMembers(teamLoader), action: teamAction, Component: Team },
              { path: '*', Component: NotFound },
            ],
          },
        ],
      },
    ],
  },
];
