import type { LiveQuizLeaderEntry, LiveQuizQuestionView, LiveQuizReveal } from '@bright/contracts';
import { Box, Button, LinearProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../lib/ui/user-text';
import { visuallyHidden } from '../../../lib/ui/visually-hidden';

const COLOURS = ['#b71c1c', '#0d47a1', '#8a6d00', '#1b5e20', '#4a148c', '#004d40', '#bf360c', '#263238'];

/** The options as big buttons; on the host screen they are shown, not pressed. */
export function OptionGrid(props: {
  question: LiveQuizQuestionView;
  chosen?: string[] | null;
  disabled?: boolean;
  onPick?: (optionId: string) => void;
}) {
  const { question, chosen, disabled, onPick } = props;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
      {question.options.map((option, index) => {
        const picked = chosen?.includes(option.id) ?? false;
        return (
          <Button
            key={option.id}
            variant="contained"
            disabled={disabled || !onPick}
            aria-pressed={onPick ? picked : undefined}
            onClick={() => onPick?.(option.id)}
            sx={{
              minHeight: 64,
              justifyContent: 'flex-start',
              textTransform: 'none',
              fontSize: '1.1rem',
              bgcolor: COLOURS[index % COLOURS.length],
              outline: picked ? '4px solid' : 'none',
              outlineColor: 'text.primary',
              '&.Mui-disabled': { bgcolor: COLOURS[index % COLOURS.length], color: '#fff', opacity: picked ? 1 : 0.85 },
            }}
          >
            <UserText>{option.title}</UserText>
          </Button>
        );
      })}
    </Box>
  );
}

export function QuestionHeader({ question, seconds }: { question: LiveQuizQuestionView; seconds: number }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="overline">
          {t('liveQuiz.questionOf', { n: question.index + 1, total: question.count })}
        </Typography>
        <Typography variant="h5" component="p" aria-live="off" data-testid="quiz-seconds">
          {t('liveQuiz.secondsLeft', { n: seconds })}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, (seconds * 1000 * 100) / question.durationMs)}
        aria-label={t('liveQuiz.timeLeft')}
      />
      <Typography variant="h5" component="h2" dir="auto" sx={{ fontWeight: 700 }}>
        {question.description}
      </Typography>
      {question.multiple && <Typography variant="body2">{t('liveQuiz.pickAll')}</Typography>}
    </Stack>
  );
}

export function Distribution({ question, reveal }: { question: LiveQuizQuestionView; reveal: LiveQuizReveal }) {
  const { t } = useTranslation();
  const most = Math.max(1, ...Object.values(reveal.distribution));
  return (
    <List aria-label={t('liveQuiz.distribution')} dense>
      {question.options.map((option) => {
        const count = reveal.distribution[option.id] ?? 0;
        const correct = reveal.correctOptionIds.includes(option.id);
        return (
          <ListItem key={option.id} sx={{ display: 'block' }}>
            <Typography sx={{ fontWeight: correct ? 800 : 400 }}>
              {correct ? '✔ ' : ''}
              <UserText>{option.title}</UserText> — {count}
              {correct && (
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  ({t('liveQuiz.correct')})
                </Box>
              )}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={(count * 100) / most}
              color={correct ? 'success' : 'inherit'}
              aria-hidden
            />
          </ListItem>
        );
      })}
    </List>
  );
}

export function Leaderboard({ entries, title }: { entries: LiveQuizLeaderEntry[]; title: string }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <List component="ol" dense data-testid="quiz-leaderboard">
        {entries.map((entry) => (
          <ListItem key={entry.playerId} sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>
              {entry.rank}. <UserText>{entry.nickname}</UserText>
            </span>
            <span>{t('liveQuiz.points', { n: entry.score })}</span>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
