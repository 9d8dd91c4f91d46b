import { type MyAssessment, type MyAssessmentState } from '@bright/contracts';
import { Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { UserText } from '../../../lib/ui/user-text';

const STATE_COLOR: Record<MyAssessmentState, 'default' | 'primary' | 'error' | 'success'> = {
  DUE: 'primary',
  IN_PROGRESS: 'primary',
  OVERDUE: 'error',
  DONE: 'success',
};

/** Links are the caller's: the web app's pages, or the webview's. */
export interface AssessmentLinks {
  take: (item: MyAssessment) => string;
  report: (item: MyAssessment) => string;
}

function AssessmentRow({ item, links }: { item: MyAssessment; links: AssessmentLinks }) {
  const { t, i18n } = useTranslation();
  const released = item.state === 'DONE' && item.resultsReleased && item.score !== null;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      data-testid="my-assessment"
      data-state={item.state}
      data-assessment-id={item.assessmentId}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              <UserText>{item.name}</UserText>
            </Typography>
            <Chip size="small" color={STATE_COLOR[item.state]} label={t(`assessmentTaking.state.${item.state}`)} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[
              item.className,
              t('assessmentTaking.questionCount', { count: item.questionCount }),
              item.timeLimit > 0 ? t('assessmentTaking.minutes', { count: item.timeLimit }) : null,
              item.dueOn ? t('assessmentTaking.dueOn', { date: formatDateTime(item.dueOn, i18n.language) }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {released && (
            <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="my-assessment-score">
              {t('assessmentTaking.score', { score: item.score, max: item.maxScore })}
            </Typography>
          )}
          {item.state === 'DONE' && !released && (
            <Typography variant="body2" color="text.secondary">
              {t('assessmentTaking.scoreLater')}
            </Typography>
          )}
        </Stack>
        {item.state !== 'DONE' ? (
          <Button variant="contained" component={RouterLink} to={links.take(item)} data-testid="my-assessment-open">
            {item.state === 'IN_PROGRESS' ? t('assessmentTaking.continue') : t('assessmentTaking.start')}
          </Button>
        ) : (
          released && (
            <Button
              variant="outlined"
              component={RouterLink}
              to={links.report(item)}
              data-testid="my-assessment-report"
            >
              {t('assessmentTaking.seeReport')}
            </Button>
          )
        )}
      </Stack>
    </Paper>
  );
}

const ORDER: MyAssessmentState[] = ['IN_PROGRESS', 'OVERDUE', 'DUE', 'DONE'];

/** A student's assessments grouped: in progress, overdue, due, done. */
export function MyAssessmentList({
  items,
  links,
  states = ORDER,
}: {
  items: MyAssessment[];
  links: AssessmentLinks;
  states?: MyAssessmentState[];
}) {
  const { t } = useTranslation();
  const groups = states.map((state) => ({ state, items: items.filter((item) => item.state === state) }));
  if (groups.every((group) => group.items.length === 0))
    return (
      <Typography color="text.secondary" data-testid="my-assessments-empty">
        {t('assessmentTaking.none')}
      </Typography>
    );
  return (
    <Stack spacing={3}>
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <Stack key={group.state} spacing={1} component="section" data-testid={`my-assessments-${group.state}`}>
            <Typography variant="h6" component="h2">
              {t(`assessmentTaking.group.${group.state}`)} ({group.items.length})
            </Typography>
            {group.items.map((item) => (
              <AssessmentRow key={item.assessmentId} item={item} links={links} />
            ))}
          </Stack>
        ))}
    </Stack>
  );
}

export const WEB_LINKS: AssessmentLinks = {
  take: (item) => `/assessment/take/${encodeURIComponent(item.assessmentId)}`,
  report: (item) => `/assessment/report/${encodeURIComponent(item.assessmentResponseId ?? '')}`,
};
