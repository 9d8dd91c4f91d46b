import { Alert, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showSnackbar } from '../../../lib/ui-store';
import { useInstituteList, useSetDefaultInstitute } from '../api/institutes';
import { InstituteCardList } from '../components/institute-card-list';

/** /select-institute: a user of several institutes picks the one to work in (it becomes the default). */
export function SelectInstitutePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useInstituteList();
  const choose = useSetDefaultInstitute();
  const current = list.data?.find((item) => item.isCurrent) ?? null;
  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 640, mx: 'auto', p: { xs: 2, sm: 4 } }}
      data-testid="select-institute-page"
    >
      <Stack spacing={2}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('institutes.select.title')}
        </Typography>
        <Typography color="text.secondary">{t('institutes.select.body')}</Typography>
        {list.isPending && <Skeleton variant="rounded" height={160} />}
        {list.isError && <Alert severity="error">{t('institutes.loadFailed')}</Alert>}
        {list.data?.length === 0 && <Alert severity="info">{t('institutes.none')}</Alert>}
        {list.data && list.data.length > 0 && (
          <InstituteCardList
            institutes={list.data}
            selectedId={choose.variables ?? current?.instituteId ?? null}
            disabled={choose.isPending}
            onSelect={(institute) =>
              choose.mutate(institute.instituteId, {
                onSuccess: () => {
                  showSnackbar(t('institutes.switched', { name: institute.name }), 'success');
                  void navigate('/dashboard/create', { replace: true });
                },
              })
            }
          />
        )}
      </Stack>
    </Paper>
  );
}
