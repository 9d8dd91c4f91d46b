import type { TeachingAnalysis } from '@bright/contracts';
import { Alert, Box, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { userTextBlock } from '../../../lib/ui/user-text';

const seconds = (value: number | null, t: TFunction) =>
  value === null ? t('aiNotes.analysis.notMeasured') : t('aiNotes.analysis.seconds', { value: Math.round(value) });

/** Talk and silence from the audio, wait time after questions, open and closed questions. */
export function AnalysisView({ analysis }: { analysis: TeachingAnalysis }) {
  const { t } = useTranslation();
  const facts = [
    ['total', seconds(analysis.totalSeconds, t)],
    ['talk', seconds(analysis.talkSeconds, t)],
    ['silence', seconds(analysis.silenceSeconds, t)],
    ['wait', seconds(analysis.averageWaitSeconds, t)],
    ['open', String(analysis.openQuestions)],
    ['closed', String(analysis.closedQuestions)],
  ] as const;
  return (
    <Stack spacing={1.5} data-testid="ai-note-analysis">
      {analysis.audioNote && <Alert severity="warning">{analysis.audioNote}</Alert>}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 1.5, m: 0 }}
      >
        {facts.map(([key, value]) => (
          <Box key={key}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t(`aiNotes.analysis.${key}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }} data-testid={`analysis-${key}`}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {analysis.questions.length > 0 && (
        <List dense disablePadding>
          {analysis.questions.map((question, index) => (
            <ListItem key={index} disableGutters sx={{ gap: 1, alignItems: 'flex-start' }}>
              <Chip size="small" label={t(`aiNotes.analysis.kind.${question.kind}`)} />
              <Typography variant="body2" sx={{ flexGrow: 1 }} {...userTextBlock}>
                {question.text}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {seconds(question.waitSeconds, t)}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('aiNotes.analysis.howMeasured')}
      </Typography>
    </Stack>
  );
}
