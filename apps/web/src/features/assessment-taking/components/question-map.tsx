import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Every question as a numbered button: answered ones filled, the current one outlined; any can be jumped to. */
export function QuestionMap({
  answered,
  current,
  onJump,
}: {
  answered: boolean[];
  current: number;
  onJump: (index: number) => void;
}) {
  const { t } = useTranslation();
  const count = answered.filter(Boolean).length;
  return (
    <Box component="nav" aria-label={t('assessmentTaking.questionMap')} data-testid="question-map">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="answered-count">
        {t('assessmentTaking.answeredCount', { answered: count, total: answered.length })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {answered.map((done, index) => (
          <Button
            key={index}
            size="small"
            variant={done ? 'contained' : 'outlined'}
            color={done ? 'primary' : 'inherit'}
            onClick={() => onJump(index)}
            aria-current={index === current ? 'step' : undefined}
            aria-label={t(done ? 'assessmentTaking.mapAnswered' : 'assessmentTaking.mapUnanswered', { n: index + 1 })}
            data-testid={`map-${index + 1}`}
            data-answered={done}
            sx={{
              minWidth: 40,
              height: 40,
              p: 0,
              fontWeight: 700,
              outline: index === current ? '3px solid' : 'none',
              outlineColor: 'secondary.main',
              outlineOffset: 2,
            }}
          >
            {index + 1}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
