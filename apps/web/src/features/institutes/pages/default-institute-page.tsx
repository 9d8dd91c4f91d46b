import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/ui-store';
import { useInstituteList, useSetDefaultInstitute } from '../api/institutes';
import { InstituteCardList } from '../components/institute-card-list';
import { JoinInstituteCard } from '../components/join-institute-card';

/** /default-institute: choose the institute chosen at every sign-in, and ask to join others. */
export function DefaultInstitutePage() {
  const { t } = useTranslation();
  const list = useInstituteList();
  const save = useSetDefaultInstitute();
  const [picked, setPicked] = useState<string | null>(null);
  const defaultId = list.data?.find((item) => item.isDefault)?.instituteId ?? null;
  const selected = picked ?? defaultId;
  const submit = () => {
    const institute = list.data?.find((item) => item.instituteId === selected);
    if (!institute) return;
    save.mutate(institute.instituteId, {
      onSuccess: () => {
        setPicked(null);
        showSnackbar(t('institutes.defaultSaved', { name: institute.name }), 'success');
      },
    });
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 760, mx: 'auto' }} data-testid="default-institute-page">
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('institutes.defaultPage.title')}
        </Typography>
        <Typography color="text.secondary">{t('institutes.defaultPage.body')}</Typography>
      </Box>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {list.isPending && <Skeleton variant="rounded" height={160} />}
          {list.isError && <Alert severity="error">{t('institutes.loadFailed')}</Alert>}
          {list.data?.length === 0 && <Alert severity="info">{t('institutes.none')}</Alert>}
          {list.data && list.data.length > 0 && (
            <Stack spacing={2}>
              <InstituteCardList
                institutes={list.data}
                selectedId={selected}
                disabled={save.isPending}
                onSelect={(institute) => setPicked(institute.instituteId)}
              />
              <Box>
                <Button
                  variant="contained"
                  onClick={submit}
                  disabled={save.isPending || !selected || selected === defaultId}
                  data-testid="default-institute-save"
                >
                  {t('institutes.defaultPage.save')}
                </Button>
              </Box>
            </Stack>
          )}
        </CardContent>
      </Card>
      <JoinInstituteCard />
    </Stack>
  );
}
