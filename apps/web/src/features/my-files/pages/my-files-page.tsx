import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MyFilesPanel } from '../components/my-files-panel';

/** /dashboard/my-files: the My Files panel on a page of its own (the content page shows it as a tab). */
export function MyFilesPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} data-testid="my-files-page">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('myFiles.title')}
      </Typography>
      <MyFilesPanel />
    </Stack>
  );
}
