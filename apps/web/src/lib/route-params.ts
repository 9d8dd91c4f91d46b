import { matchPath, useLocation } from 'react-router';

/**
 * The parameters of a path pattern, read from the current location. The route table matches paths
 * itself (first match wins), so pages read their own parameters; `pattern` may match a prefix
 * ('/classes/:classId' inside '/classes/:classId/attendance').
 */
export function useRouteParams<K extends string>(pattern: string): Partial<Record<K, string>> {
  const { pathname } = useLocation();
  const match = matchPath({ path: pattern, end: false, caseSensitive: false }, pathname);
  return (match?.params ?? {}) as Partial<Record<K, string>>;
}
