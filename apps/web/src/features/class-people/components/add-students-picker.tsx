import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  FormControlLabel,
  InputAdornment,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { personName } from '../../../lib/format';
import { useChangeMembers, useStudentList } from '../api/class-people';
import { UserText } from '../../../lib/ui/user-text';

/** The institute's students not in the class, to tick and add (a dialog's body, or a webview's). */
export function AddStudentsPicker({
  classId,
  onDone,
  onCancel,
}: {
  classId: string;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const deferred = useDeferredValue(search.trim());
  const students = useStudentList({ scope: 'institute', search: deferred });
  const add = useChangeMembers(classId, 'learner', 'add');
  const available = (students.data ?? []).filter((student) => !student.classes.some((c) => c.classId === classId));
  const toggle = (id: string) =>
    setChosen((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  const submit = () =>
    add.mutate(chosen, {
      onSuccess: () => {
        setChosen([]);
        onDone();
      },
    });
  return (
    <>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          <TextField
            size="small"
            placeholder={t('classPeople.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            slotProps={{
              htmlInput: {
                'aria-label': t('classPeople.search'),
                maxLength: 100,
                'data-testid': 'add-students-search',
              },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
          {students.isPending && <Skeleton variant="rounded" height={160} />}
          {students.isError && <Alert severity="error">{t('classPeople.loadFailed')}</Alert>}
          {students.data && available.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
              {t('classPeople.add.none')}
            </Typography>
          )}
          <Box sx={{ maxHeight: 360, overflowY: 'auto' }} data-testid="add-students-list">
            {available.map((student) => (
              <FormControlLabel
                key={student.id}
                sx={{ display: 'flex', mx: 0, py: 0.25, '& .MuiFormControlLabel-label': { minWidth: 0 } }}
                control={<Checkbox checked={chosen.includes(student.id)} onChange={() => toggle(student.id)} />}
                label={
                  <Box sx={{ minWidth: 0 }}>
                    <Typography noWrap>
                      <UserText>{personName(student)}</UserText>
                    </Typography>
                    <Typography variant="body2" color="text.secondary" noWrap>
                      {student.email}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {onCancel && <Button onClick={onCancel}>{t('classPeople.cancel')}</Button>}
        <Button
          variant="contained"
          disabled={chosen.length === 0 || add.isPending}
          onClick={submit}
          data-testid="add-students-submit"
        >
          {t('classPeople.add.submit', { count: chosen.length })}
        </Button>
      </DialogActions>
    </>
  );
}
