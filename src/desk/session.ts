/**
 * Who is signed in: asked of the server once as the desk opens, then known. Signing in, enrolling
 * and signing out change it, and so does a 401 from any request (the server ended the session:
 * the whole desk is signed out). The desk's root route loads it; every screen's data waits for it.
 */
import { data, useRouteLoaderData, type DataRouter, type LoaderFunctionArgs } from 'react-router';
import type { SessionInfo } from './contract.ts';
import { api, DeskApiError, whenSignedOut } from './api.ts';

/** The root route's id, whose data is the session. */
export const DESK_ROUTE = 'desk';

/** undefined until the server has answered; null when nobody is signed in. */
let member: SessionInfo | null | undefined;
let asking: Promise<SessionInfo | null> | null = null;

async function askServer(): Promise<SessionInfo | null> {
  try {
    member = await api<SessionInfo>('/desk/api/session');
  } catch (caught) {
    if (!(caught instanceof DeskApiError && caught.status === 401)) throw caught;
    member = null;
  }
  return member;
}

/** The root route's loader. A failed question (the server down) is asked again next time. */
export function deskSession(): Promise<SessionInfo | null> {
  if (member !== undefined) return Promise.resolve(member);
  asking ??= askServer().finally(() => {
    asking = null;
  });
  return asking;
}

/** After a sign-in or an enrolment (the server's answer), or a sign-out (null). */
export function setSession(session: SessionInfo | null): void {
  member = session;
}

/**
 * A 401 from any request: the session is over, and every page of the desk turns to the sign-in
 * screen (the router loads the session again). Only once: signed out, no screen asks the server.
 */
export function signOutOnRefusal(router: Pick<DataRouter, 'revalidate'>): void {
  whenSignedOut(() => {
    const wasSignedIn = Boolean(member);
    member = null;
    if (wasSignedIn) void router.revalidate();
  });
}

/**
 * A screen's loader for members only: signed out, the desk shows its sign-in screen instead, so
 * the screen's data is not asked for (the server would only refuse it).
 */
export function forMembers<T>(load: (args: LoaderFunctionArgs, session: SessionInfo) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    const session = await deskSession();
    if (!session) throw data('Signed out', { status: 401 });
    return load(args, session);
  };
}

/** The signed-in member, for a screen behind the sign-in. */
export function useSession(): SessionInfo {
  const session = useRouteLoaderData<typeof deskSession>(DESK_ROUTE);
  if (!session) throw new Error('A member screen was drawn without a session.');
  return session;
}
