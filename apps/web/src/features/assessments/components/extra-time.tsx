import { type AssessmentDetail, EXTRA_MINUTES_MAX } from '@bright/contracts';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { personName } from '../../../lib/format';
import { useExtendTime } from '../api/assessments';
import { UserText } from '../../../lib/ui/user-text';

/** Per-student extra minutes on the time limit (extendTime). */
export function ExtraTime({ assessment }: { assessment: AssessmentDetail }) {
  const { t } = useTranslation();
  const extend = useExtendTime(assessment.id);
  const students = (assessment.assignees?.students ?? []).filter((s) => s.assigned);
  const [minutes, setMinutes] = useState<Record<string, string>>({});
  if (students.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2">
        {t('assessments.extraTime.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('assessments.extraTime.help', { minutes: assessment.settings.timeLimit })}
      </Typography>
      <Stack spacing={1}>
        {students.map((student) => {
          const value = minutes[student.id] ?? String(student.extraMinutes);
          const n = Number(value);
          const valid = /^\d+$/.test(value) && n <= EXTRA_MINUTES_MAX;
          return (
            <Stack key={student.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                <UserText>{personName(student)}</UserText>
              </Typography>
              <TextField
                size="small"
                type="number"
                label={t('assessments.extraTime.minutes')}
                value={value}
                error={!valid}
                onChange={(e) => setMinutes((m) => ({ ...m, [student.id]: e.target.value }))}
                slotProps={{ htmlInput: { min: 0, max: EXTRA_MINUTES_MAX } }}
                sx={{ width: 110 }}
              />
              <Button
                size="small"
                disabled={!valid || n === student.extraMinutes || extend.isPending}
                onClick={() => extend.mutate({ studentId: student.id, extraMinutes: n })}
              >
                {t('assessments.extraTime.apply')}
              </Button>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
