import { Alert, MenuItem, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMyClasses } from '../../../lib/class-queries';
import { AddStudentsPicker } from '../components/add-students-picker';
import { UserText } from '../../../lib/ui/user-text';

/** /webview/classes/add-students?token=…[&classId=…]: the mobile apps' way to add students to a class. */
export function AddStudentsWebview() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const classes = useMyClasses();
  const teachable = (classes.data ?? []).filter((klass) => klass.abilities.canTeach);
  const [chosen, setChosen] = useState(params.get('classId') ?? '');
  const classId = teachable.some((klass) => klass.classId === chosen) ? chosen : (teachable[0]?.classId ?? '');
  const [round, setRound] = useState(0);
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, mx: 'auto' }} data-testid="add-students-webview">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        {t('classPeople.add.title')}
      </Typography>
      {classes.isPending && <Skeleton variant="rounded" height={120} />}
      {classes.data && teachable.length === 0 && <Alert severity="info">{t('classPeople.add.noClasses')}</Alert>}
      {teachable.length > 0 && (
        <>
          <TextField
            select
            label={t('classPeople.add.class')}
            value={classId}
            onChange={(event) => setChosen(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'add-students-class' } }}
          >
            {teachable.map((klass) => (
              <MenuItem key={klass.classId} value={klass.classId}>
                <UserText>{klass.name}</UserText>
              </MenuItem>
            ))}
          </TextField>
          <Paper variant="outlined">
            <AddStudentsPicker key={`${classId}-${round}`} classId={classId} onDone={() => setRound((n) => n + 1)} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
