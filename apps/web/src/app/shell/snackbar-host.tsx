import { Alert, Snackbar } from '@mui/material';
import { resetSnackbar, useUiStore } from '../../lib/ui-store';

export function SnackbarHost() {
  const snackbar = useUiStore((state) => state.snackbar);
  return (
    <Snackbar
      key={snackbar.key}
      open={snackbar.isOpen}
      autoHideDuration={snackbar.duration}
      onClose={(_event, reason) => reason !== 'clickaway' && resetSnackbar()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        onClose={resetSnackbar}
        severity={snackbar.severity}
        variant="filled"
        data-testid="snackbar"
        data-duration={snackbar.duration}
        sx={{ width: '100%' }}
      >
        {snackbar.message}
      </Alert>
    </Snackbar>
  );
}
