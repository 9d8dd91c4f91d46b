import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The messages webview entries show instead of a page: 'Invalid credentials', 'Invalid Path'. */
export function WebviewMessage({
  messageKey,
}: {
  messageKey: 'invalidCredentials' | 'invalidPath' | 'invalidClassId';
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '60vh', textAlign: 'center' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h6" component="h1" role="alert" data-testid="webview-message">
        {t(`webview.${messageKey}`)}
      </Typography>
    </Stack>
  );
}
