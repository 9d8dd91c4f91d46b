import { Box, CircularProgress } from '@mui/material';
import { type ComponentType, type ReactNode, Suspense, lazy } from 'react';

/**
 * A page component loaded on first use, so each route's code is its own chunk and the first screen
 * downloads only what it shows. `name` is the module's named export.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- lazy() accepts any component's props
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
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
