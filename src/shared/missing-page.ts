import { isRouteErrorResponse } from 'react-router';

/**
 * A URL with no prerendered page is a not-found, not a crash. With ssr:false, React Router reports
 * a missing prerendered data file as "No result found for routeId ..." rather than as a 404.
 */
export function isMissingPage(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === 404;
  return error instanceof Error && error.message.startsWith('No result found for routeId');
}
