import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/ui-store';
import { useCreateRequest, useInstituteByCode, useMyRequests } from '../api/institutes';
import { UserText } from '../../../lib/ui/user-text';

const STATUS_COLOURS = { PENDING: 'warning', APPROVED: 'success', DECLINED: 'default' } as const;

/** Ask to join another institute by its code, and follow one's requests. */
export function JoinInstituteCard() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [role, setRole] = useState<'instructor' | 'learner'>('instructor');
  const [problem, setProblem] = useState<string | null>(null);
  const found = useInstituteByCode(code);
  const create = useCreateRequest();
  const requests = useMyRequests();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setProblem(t('institutes.join.enterCode'));
    setProblem(null);
    create.mutate(
      { instituteKneuraId: code.trim().toUpperCase(), role },
      {
        onSuccess: () => {
          setCode('');
          showSnackbar(t('institutes.join.sent'), 'success');
        },
      },
    );
  };

  return (
    <Card variant="outlined" data-testid="join-institute">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          {t('institutes.join.title')}
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          {t('institutes.join.body')}
        </Typography>
        <Stack component="form" noValidate onSubmit={submit} spacing={1.5}>
          <TextField
            label={t('institutes.join.code')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(problem)}
            helperText={problem ?? (found.data ? t('institutes.join.found', { name: found.data.name }) : ' ')}
            slotProps={{
              htmlInput: { maxLength: 32, 'data-testid': 'join-code', style: { textTransform: 'uppercase' } },
            }}
          />
          <RadioGroup row value={role} onChange={(event) => setRole(event.target.value as typeof role)}>
            <FormControlLabel value="instructor" control={<Radio />} label={t('roles.instructor')} />
            <FormControlLabel value="learner" control={<Radio />} label={t('roles.learner')} />
          </RadioGroup>
          <div>
            <Button type="submit" variant="contained" disabled={create.isPending} data-testid="join-submit">
              {t('institutes.join.submit')}
            </Button>
          </div>
        </Stack>
        {requests.data && requests.data.length > 0 && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 3 }}>
              {t('institutes.join.myRequests')}
            </Typography>
            <List dense data-testid="my-requests">
              {requests.data.map((request) => (
                <ListItem
                  key={request.requestId}
                  disableGutters
                  secondaryAction={
                    <Chip
                      size="small"
                      color={STATUS_COLOURS[request.status]}
                      label={t(`institutes.status.${request.status}`)}
                    />
                  }
                >
                  <ListItemText
                    primary={<UserText>{request.instituteName}</UserText>}
                    secondary={`${t(`roles.${request.role}`)} · ${new Date(request.createdAt).toLocaleDateString()}`}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
        {requests.isError && <Alert severity="error">{t('institutes.loadFailed')}</Alert>}
      </CardContent>
    </Card>
  );
}
