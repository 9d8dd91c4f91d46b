import { useEffect } from 'react';
import { BrowserRouter, matchPath, useLocation, useNavigate } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { PageSuspense, preloadElement } from './lazy-page';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

/** First match wins, in table order (React Router would rank by specificity instead). */
export function matchRoute(pathname: string, table: RouteEntry[] = ROUTE_TABLE) {
  for (const entry of table) {
    const match = matchPath({ path: entry.path, end: true, caseSensitive: false }, pathname);
    if (match) return { entry, match };
  }
  return undefined;
}

function RouteTable() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  const found = matchRoute(pathname);
  if (found) preloadElement(found.entry.element);
  return found ? (
    <div data-route={found.entry.name} style={{ display: 'contents' }}>
      <PageSuspense>{found.entry.element}</PageSuspense>
    </div>
  ) : null;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteTable />
    </BrowserRouter>
  );
}
