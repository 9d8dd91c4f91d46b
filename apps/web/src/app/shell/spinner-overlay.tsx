import { SPINNER_DEFAULT_SIZE, SPINNER_DEFAULT_THICKNESS } from '@bright/contracts';
import { Backdrop, CircularProgress, LinearProgress, Typography } from '@mui/material';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../lib/ui-store';

/** The overlay spinner (SPEC §4): size 40, thickness 3.6, label 'Loading...' by default. */
export function SpinnerOverlay() {
  const spinner = useUiStore((state) => state.spinner);
  const { t } = useTranslation();
  const label = spinner.label === 'Loading...' ? t('shell.loading') : spinner.label;
  return (
    <Backdrop
      open={spinner.visible}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 }}
      data-testid="spinner-overlay"
      data-tag={spinner.tag ?? ''}
    >
      <CircularProgress color="inherit" size={SPINNER_DEFAULT_SIZE} thickness={SPINNER_DEFAULT_THICKNESS} />
      <Typography role="status">{label}</Typography>
    </Backdrop>
  );
}

/** The thin bar across the top while any request runs. */
export function TopLoaderBar() {
  const loading = useUiStore((state) => state.loadingCount) > 0;
  const fetching = useIsFetching() + useIsMutating() > 0;
  if (!loading && !fetching) return null;
  return (
    <LinearProgress
      data-testid="top-loader"
      aria-label="loading"
      sx={{ position: 'fixed', top: 0, insetInline: 0, zIndex: (theme) => theme.zIndex.tooltip + 1, height: 3 }}
    />
  );
}
