import { Alert, Button, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What QueryState reads of a TanStack query. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * A query's three waiting states in one place: a skeleton while it loads, an error with "Try again",
 * and the empty message; `children` renders the data once there is some.
 */
export function QueryState<T>(props: {
  query: QueryLike<T>;
  errorText: string;
  empty: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** The skeleton's height, as tall as the content it stands for. */
  loadingHeight?: number;
  /** Vertical padding of a text empty message (theme spacing). */
  emptyPadding?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { query } = props;
  if (query.isPending) return <Skeleton variant="rounded" height={props.loadingHeight ?? 120} aria-busy="true" />;
  if (query.isError || query.data === undefined) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('ui.retry')}
          </Button>
        }
      >
        {props.errorText}
      </Alert>
    );
  }
  if ((props.isEmpty ?? isEmptyList)(query.data)) {
    return typeof props.empty === 'string' ? (
      <Typography color="text.secondary" sx={{ py: props.emptyPadding ?? 3, textAlign: 'center' }}>
        {props.empty}
      </Typography>
    ) : (
      props.empty
    );
  }
  return props.children(query.data);
}
