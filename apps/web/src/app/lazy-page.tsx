import { Box, CircularProgress } from '@mui/material';
import { type ComponentType, type ReactNode, Suspense, isValidElement, lazy } from 'react';

/**
 * A page component loaded on first use, so each route's code is its own chunk and the first screen
 * downloads only what it shows. `name` is the module's named export. `preload()` starts the download
 * before React renders it (see preloadElement).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- lazy() accepts any component's props
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  let loading: Promise<{ default: M[K] }> | undefined;
  const start = () => (loading ??= load().then((module) => ({ default: module[name] })));
  return Object.assign(lazy(start), { preload: () => void start() });
}

const MAX_DEPTH = 6;

/**
 * Starts loading every lazy component of a route's element at once: the signed-in layout, the page and
 * the parts handed to it as props. React alone would fetch them one after the other, as each renders.
 */
export function preloadElement(node: unknown, depth = 0) {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(node)) {
    for (const child of node) preloadElement(child, depth + 1);
    return;
  }
  if (!isValidElement(node)) return;
  const type = node.type as { preload?: () => void };
  type.preload?.();
  for (const value of Object.values(node.props as Record<string, unknown>)) preloadElement(value, depth + 1);
}

/** While a page's chunk loads: a quiet centred spinner (a fast network never shows it). */
export function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }} data-testid="page-loading">
          <CircularProgress aria-label="Loading" />
        </Box>
      }
    >
      {children}
    </Suspense>
  );
}
