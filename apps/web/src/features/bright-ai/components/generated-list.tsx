import type { GeneratedGroup, GeneratedQuestion } from '@bright/contracts';
import { Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { updateGenerated } from '../api/bright-ai';
import { EngineChip } from './engine-chip';

/** Generated questions, editable before they go into an assessment; an edit is saved when the field is left. */
export function GeneratedList({
  group,
  onChange,
}: {
  group: GeneratedGroup;
  onChange: (group: GeneratedGroup) => void;
}) {
  const { t } = useTranslation();
  const replace = (question: GeneratedQuestion) =>
    onChange({ ...group, questions: group.questions.map((item) => (item.id === question.id ? question : item)) });
  return (
    <Stack spacing={1.5} data-testid="generated-questions">
      <EngineChip engine={group.engine} label={group.label} />
      {group.questions.map((question, index) => (
        <Card key={question.id} variant="outlined" data-testid="generated-question">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 700 }}>{index + 1}.</Typography>
              {question.bloomLevel && (
                <Chip size="small" label={t(`brightAiTools.bloomLevel.${question.bloomLevel}`)} />
              )}
            </Stack>
            <TextField
              fullWidth
              multiline
              label={t('brightAiTools.question')}
              value={question.description}
              onChange={(event) => replace({ ...question, description: event.target.value })}
              onBlur={() => void updateGenerated(question)}
              slotProps={{ htmlInput: { dir: 'auto', 'data-testid': `generated-description-${index}` } }}
            />
            <Stack component="ul" sx={{ pl: 2, mt: 1, mb: 0 }}>
              {question.options.map((option) => (
                <Typography
                  component="li"
                  key={option.id}
                  dir="auto"
                  sx={{ fontWeight: question.correctOptions.includes(option.id) ? 700 : 400 }}
                >
                  {option.title}
                  {question.correctOptions.includes(option.id) ? ` ✓` : ''}
                </Typography>
              ))}
              {question.acceptedAnswers.map((answer) => (
                <Typography component="li" key={answer} dir="auto" sx={{ fontWeight: 700 }}>
                  {answer}
                </Typography>
              ))}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
