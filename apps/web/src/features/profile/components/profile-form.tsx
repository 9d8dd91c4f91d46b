import { type Profile, TEACHER_CATEGORIES } from '@bright/contracts';
import { Box, Button, Stack, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { textFieldProps, useSchemaForm } from '../../../lib/forms/schema-form';
import { SelectField } from '../../../lib/ui/select-field';
import { showSnackbar } from '../../../lib/ui-store';
import { useUpdateProfile } from '../api/profile';
import { type ProfileField, ProfileFormSchema, profileProblemKey } from '../profile-validation';

/** Names, contact number and (staff) teacher category; checked with the server's own schema first. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useSchemaForm(ProfileFormSchema, {
    defaultValues: {
      firstName: profile.first_name,
      lastName: profile.last_name ?? '',
      contactNumber: profile.contactNumber ?? '',
      teacherCategory: profile.teacherCategory ?? '',
    },
  });

  const submit = form.handleSubmit(({ teacherCategory, ...names }) =>
    update.mutate(
      { ...names, ...(profile.abilities.canSetTeacherCategory ? { teacherCategory: teacherCategory || null } : {}) },
      { onSuccess: () => showSnackbar(t('profile.saved'), 'success') },
    ),
  );
  const field = (name: ProfileField) => textFieldProps(form, name, (error) => t(profileProblemKey(name, error)));

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="profile-form">
      <Stack spacing={1}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={t('profile.fields.firstName')}
            required
            {...field('firstName')}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'profile-first-name' } }}
          />
          <TextField
            label={t('profile.fields.lastName')}
            {...field('lastName')}
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
            {...field('contactNumber')}
            slotProps={{ htmlInput: { maxLength: 20, 'data-testid': 'profile-contact-field' } }}
          />
          {profile.abilities.canSetTeacherCategory && (
            <Controller
              control={form.control}
              name="teacherCategory"
              render={({ field: category }) => (
                <SelectField
                  size="medium"
                  label={t('profile.fields.teacherCategory')}
                  value={category.value ?? ''}
                  onChange={category.onChange}
                  options={[
                    { value: '', label: t('profile.none') },
                    ...TEACHER_CATEGORIES.map((value) => ({ value, label: value })),
                  ]}
                  helperText=" "
                  slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'profile-category-field' } as object } }}
                />
              )}
            />
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
