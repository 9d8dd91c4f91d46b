import { Alert, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { personName } from '../../../lib/format';
import { useBehaviourData } from '../api/behaviour';
import { FeedbackList } from './feedback-list';
import { PointsChart } from './points-chart';
import { UserText } from '../../../lib/ui/user-text';

function Tile({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, flex: 1, minWidth: 0, textAlign: 'center' }}>
      <Typography variant="h5" component="div" sx={{ fontWeight: 800 }} data-testid={testId} dir="ltr">
        {value > 0 && testId === 'behaviour-total' ? `+${value}` : value}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
        {label}
      </Typography>
    </Paper>
  );
}

/** One student's behaviour in a class: totals, points over time and the feedback (their own, or a teacher's view). */
export function StudentBehaviour({
  classId,
  studentId,
  showName = false,
}: {
  classId: string;
  studentId?: string;
  showName?: boolean;
}) {
  const { t } = useTranslation();
  const data = useBehaviourData(classId, studentId);
  if (data.isPending) return <Skeleton variant="rounded" height={200} />;
  if (data.isError)
    return (
      <Alert severity="error">{data.error instanceof ApiError ? data.error.message : t('behaviour.failed')}</Alert>
    );
  const behaviour = data.data;
  return (
    <Stack spacing={2} data-testid="student-behaviour">
      {showName && (
        <Typography variant="h6" component="h3">
          <UserText>{personName(behaviour.student)}</UserText>
        </Typography>
      )}
      <Stack direction="row" spacing={1.5}>
        <Tile label={t('behaviour.total')} value={behaviour.totalPoints} testId="behaviour-total" />
        <Tile label={t('behaviour.positive')} value={behaviour.positive} testId="behaviour-positive" />
        <Tile label={t('behaviour.needsWork')} value={behaviour.needsWork} testId="behaviour-needs-work" />
      </Stack>
      <PointsChart series={behaviour.series} />
      <FeedbackList entries={behaviour.entries} showStudent={false} />
      {behaviour.retentionDays && (
        <Typography variant="caption" color="text.secondary">
          {t('behaviour.retention.kept', { count: behaviour.retentionDays })}
        </Typography>
      )}
    </Stack>
  );
}
