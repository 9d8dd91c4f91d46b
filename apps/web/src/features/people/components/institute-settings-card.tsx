import type { Institute } from '@bright/contracts';
import { Button, Card, CardContent, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/ui-store';
import { useInstitute, useUpdateInstitute } from '../api/institute-admin';

function SettingsForm({ institute }: { institute: Institute }) {
  const { t } = useTranslation();
  const update = useUpdateInstitute(institute.instituteId, institute.instituteKneuraId);
  const [name, setName] = useState(institute.name);
  const [address, setAddress] = useState(institute.address ?? '');
  const [contactNumber, setContactNumber] = useState(institute.contactNumber ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem(t('people.institute.nameRequired'));
    setProblem(null);
    const changes = {
      ...(name.trim() !== institute.name ? { name: name.trim() } : {}),
      ...(address.trim() !== (institute.address ?? '') ? { address: address.trim() } : {}),
      ...(contactNumber.trim() !== (institute.contactNumber ?? '') ? { contactNumber: contactNumber.trim() } : {}),
    };
    if (Object.keys(changes).length === 0) return showSnackbar(t('people.institute.nothing'), 'info');
    update.mutate(changes, { onSuccess: () => showSnackbar(t('people.institute.saved'), 'success') });
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid="institute-settings">
      <TextField
        label={t('people.institute.name')}
        required
        size="small"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? undefined}
        slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'institute-name' } }}
      />
      <TextField
        label={t('people.institute.address')}
        size="small"
        multiline
        minRows={2}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <TextField
        label={t('people.institute.contactNumber')}
        size="small"
        type="tel"
        value={contactNumber}
        onChange={(event) => setContactNumber(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('institutes.code', { code: institute.instituteKneuraId })}
      </Typography>
      <div>
        <Button type="submit" variant="outlined" disabled={update.isPending} data-testid="institute-save">
          {t('people.institute.save')}
        </Button>
      </div>
    </Stack>
  );
}

/** The institute's name, address and contact number, for its admins. */
export function InstituteSettingsCard({ instituteId }: { instituteId: string }) {
  const { t } = useTranslation();
  const institute = useInstitute(instituteId);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('people.institute.title')}
        </Typography>
        {institute.data ? (
          <SettingsForm key={institute.dataUpdatedAt} institute={institute.data} />
        ) : (
          <Skeleton variant="rounded" height={180} />
        )}
      </CardContent>
    </Card>
  );
}
