import { type Profile, TEACHER_CATEGORIES, type TeacherCategory } from '@bright/contracts';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/ui-store';
import { useUpdateProfile } from '../api/profile';
import { type ProfileFormErrors, validateProfileForm } from '../profile-validation';

/** Names, contact number and (staff) teacher category; checked with the server's own rules first. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [firstName, setFirstName] = useState(profile.first_name);
  const [lastName, setLastName] = useState(profile.last_name ?? '');
  const [contactNumber, setContactNumber] = useState(profile.contactNumber ?? '');
  const [category, setCategory] = useState<TeacherCategory | ''>(profile.teacherCategory ?? '');
  const [errors, setErrors] = useState<ProfileFormErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfileForm({ firstName, lastName, contactNumber });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      {
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        contactNumber: contactNumber.trim(),
        ...(profile.abilities.canSetTeacherCategory ? { teacherCategory: category || null } : {}),
      },
      { onSuccess: () => showSnackbar(t('profile.saved'), 'success') },
    );
  };

  const helper = (key?: string) => (key ? t(key) : ' ');
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="profile-form">
      <Stack spacing={1}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={t('profile.fields.firstName')}
            required
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            error={Boolean(errors.firstName)}
            helperText={helper(errors.firstName)}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'profile-first-name' } }}
          />
          <TextField
            label={t('profile.fields.lastName')}
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            error={Boolean(errors.lastName)}
            helperText={helper(errors.lastName)}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'profile-last-name' } }}
          />
          <TextField
            label={t('profile.fields.email')}
            value={profile.email}
            disabled
            helperText={t('profile.emailFixed')}
            slotProps={{ htmlInput: { 'data-testid': 'profile-email-field' } }}
          />
          <TextField
            label={t('profile.fields.contactNumber')}
            type="tel"
            value={contactNumber}
            onChange={(event) => setContactNumber(event.target.value)}
            error={Boolean(errors.contactNumber)}
            helperText={helper(errors.contactNumber)}
            slotProps={{ htmlInput: { maxLength: 20, 'data-testid': 'profile-contact-field' } }}
          />
          {profile.abilities.canSetTeacherCategory && (
            <TextField
              select
              label={t('profile.fields.teacherCategory')}
              value={category}
              onChange={(event) => setCategory(event.target.value as TeacherCategory | '')}
              helperText=" "
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'profile-category-field' } as object } }}
            >
              <MenuItem value="">{t('profile.none')}</MenuItem>
              {TEACHER_CATEGORIES.map((value) => (
                <MenuItem key={value} value={value}>
                  {value}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={update.isPending} data-testid="profile-save">
            {t('profile.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
