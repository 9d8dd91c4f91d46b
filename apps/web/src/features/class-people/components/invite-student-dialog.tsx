import { DIALOG_WIDTH } from '@bright/contracts';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { personName } from '../../../lib/format';
import { showSnackbar } from '../../../lib/ui-store';
import { useInviteStudent } from '../api/class-people';
import { type InviteErrors, type InviteInput, validateInvite } from '../invite-validation';

const EMPTY: InviteInput = { email: '', firstName: '', lastName: '' };

/**
 * "Invite by email" on the class's People tab: a new email is invited to sign up as a student and is in
 * the class from the start; a student of the school is added at once.
 */
export function InviteStudentDialog({ classId, onClose }: { classId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useInviteStudent(classId);
  const [input, setInput] = useState<InviteInput>(EMPTY);
  const [errors, setErrors] = useState<InviteErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateInvite(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      email: input.email.trim().toLowerCase(),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim() || undefined,
    };
    invite.mutate(body, {
      onSuccess: (result) => {
        const name = personName(result.member);
        if (!result.invitationSent) showSnackbar(t('classInvite.noMail', { name }), 'warning');
        else showSnackbar(t(result.invited ? 'classInvite.invited' : 'classInvite.added', { name }), 'success');
        onClose();
      },
    });
  };

  const field = (key: keyof InviteInput, label: string, extra: { type?: string; required?: boolean } = {}) => (
    <TextField
      label={label}
      value={input[key]}
      onChange={(event) => {
        setInput((current) => ({ ...current, [key]: event.target.value }));
        setErrors((current) => ({ ...current, [key]: undefined }));
      }}
      error={Boolean(errors[key])}
      helperText={errors[key] ? t(errors[key]!) : ' '}
      autoFocus={key === 'email'}
      autoComplete="off"
      fullWidth
      {...extra}
      slotProps={{ htmlInput: { 'data-testid': `invite-${key}`, maxLength: key === 'email' ? 254 : 100 } }}
    />
  );

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      aria-labelledby="invite-student-title"
      aria-describedby="invite-student-intro"
      slotProps={{
        paper: { component: 'form', noValidate: true, onSubmit: submit, sx: { maxWidth: DIALOG_WIDTH } } as object,
      }}
    >
      <DialogTitle id="invite-student-title">{t('classInvite.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="invite-student-intro" sx={{ mb: 2 }}>
          {t('classInvite.intro')}
        </DialogContentText>
        <Stack spacing={0.5}>
          {field('email', t('classInvite.email'), { type: 'email', required: true })}
          {field('firstName', t('classInvite.firstName'), { required: true })}
          {field('lastName', t('classInvite.lastName'))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('classInvite.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={invite.isPending} data-testid="invite-submit">
          {t('classInvite.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
