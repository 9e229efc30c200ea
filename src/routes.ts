import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { routeTable } from './app/paths.ts';

// React Router's framework convention file; the list itself lives in src/app/paths.ts.
export default routeTable.map((entry, position) =>
  entry.pattern === ''
    ? index(entry.file)
    : route(entry.pattern, entry.file, { id: `${entry.file.replace(/\/route\.tsx$|\.tsx$/, '')}-${position}` }),
) satisfies RouteConfig;
