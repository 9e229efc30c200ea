import { Navigate, useLocation } from 'react-router';
import { redirects } from '../routing/redirects.ts';

/** Client-side twin of the server's permanent redirects, for in-app links to an old spelling. */
export default function RedirectRoute() {
  const { pathname, search, hash } = useLocation();
  const target = redirects[pathname.replace(/\/$/, '')] ?? '/';
  return <Navigate to={`${target}${search}${hash}`} replace />;
}
