import { DIALOG_WIDTH } from '@bright/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/ui-store';
import { type PeopleTab, useAddPerson } from '../api/people';
import { type PersonErrors, type PersonInput, validatePerson } from '../person-validation';

const EMPTY: PersonInput = { email: '', firstName: '', lastName: '', contactNumber: '' };

/** "Add teacher" / "Add student": a new email is invited by mail; an existing user joins at once. */
export function AddPersonDialog({
  open,
  onClose,
  instituteId,
  tab,
}: {
  open: boolean;
  onClose: () => void;
  instituteId: string;
  tab: PeopleTab;
}) {
  const { t } = useTranslation();
  const add = useAddPerson(instituteId, tab);
  const [input, setInput] = useState<PersonInput>(EMPTY);
  const [errors, setErrors] = useState<PersonErrors>({});
  const close = () => {
    setInput(EMPTY);
    setErrors({});
    add.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePerson(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(
      {
        email: input.email.trim().toLowerCase(),
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim() || undefined,
        contactNumber: input.contactNumber.trim() || undefined,
      },
      {
        onSuccess: (result) => {
          const name = [result.person.first_name, result.person.last_name].filter(Boolean).join(' ');
          showSnackbar(t(result.invited ? 'people.add.invited' : 'people.add.added', { name }), 'success');
          close();
        },
      },
    );
  };
  const field = (
    key: keyof PersonInput,
    label: string,
    extra: { type?: string; required?: boolean; autoFocus?: boolean } = {},
  ) => (
    <TextField
      label={label}
      value={input[key]}
      onChange={(event) => setInput((current) => ({ ...current, [key]: event.target.value }))}
      error={Boolean(errors[key])}
      helperText={errors[key] ? t(errors[key]!) : ' '}
      fullWidth
      {...extra}
      slotProps={{ htmlInput: { 'data-testid': `add-person-${key}`, maxLength: key === 'email' ? 254 : 100 } }}
    />
  );
  const title = tab === 'teachers' ? t('people.add.teacherTitle') : t('people.add.studentTitle');
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      slotProps={{
        paper: { component: 'form', noValidate: true, onSubmit: submit, sx: { maxWidth: DIALOG_WIDTH } } as object,
      }}
      aria-labelledby="add-person-title"
    >
      <DialogTitle id="add-person-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={0.5} sx={{ pt: 1 }}>
          {field('email', t('people.fields.email'), { type: 'email', required: true, autoFocus: true })}
          {field('firstName', t('people.fields.firstName'), { required: true })}
          {field('lastName', t('people.fields.lastName'))}
          {field('contactNumber', t('people.fields.contactNumber'), { type: 'tel' })}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{t('people.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={add.isPending} data-testid="add-person-submit">
          {t('people.add.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
