import { DIALOG_WIDTH } from '@bright/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { textFieldProps, useSchemaForm } from '../../../lib/forms/schema-form';
import { showSnackbar } from '../../../lib/ui-store';
import { type PeopleTab, useAddPerson } from '../api/people';
import { type PersonField, PersonFormSchema, type PersonInput, personProblemKey } from '../person-validation';

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
  const form = useSchemaForm(PersonFormSchema, { defaultValues: EMPTY });
  const close = () => {
    form.reset(EMPTY);
    add.reset();
    onClose();
  };
  const submit = form.handleSubmit(({ lastName, contactNumber, ...required }) =>
    add.mutate(
      { ...required, lastName: lastName || undefined, contactNumber: contactNumber || undefined },
      {
        onSuccess: (result) => {
          const name = [result.person.first_name, result.person.last_name].filter(Boolean).join(' ');
          showSnackbar(t(result.invited ? 'people.add.invited' : 'people.add.added', { name }), 'success');
          close();
        },
      },
    ),
  );
  const field = (
    key: PersonField,
    label: string,
    extra: { type?: string; required?: boolean; autoFocus?: boolean } = {},
  ) => (
    <TextField
      label={label}
      {...textFieldProps(form, key, (error) => t(personProblemKey(key, error)))}
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
