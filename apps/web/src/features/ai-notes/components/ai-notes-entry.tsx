import MicNoneOutlinedIcon from '@mui/icons-material/MicNoneOutlined';
import { Button, Card, CardActionArea, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** On Bright AI's home: the way to AI notes. */
export function AiNotesCard() {
  const { t } = useTranslation();
  return (
    <Card variant="outlined">
      <CardActionArea component={Link} to="/dashboard/ai-notes" sx={{ p: 2 }} data-testid="ai-notes-entry">
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <MicNoneOutlinedIcon color="secondary" aria-hidden />
          <div>
            <Typography sx={{ fontWeight: 700 }}>{t('aiNotes.title')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('aiNotes.entryBody')}
            </Typography>
          </div>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

/** Beside a lesson's board (its owner): record this lesson as an AI note. */
export function RecordLessonButton({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={`/dashboard/ai-notes?lessonId=${encodeURIComponent(lessonId)}`}
      startIcon={<MicNoneOutlinedIcon />}
      color="inherit"
      data-testid="record-lesson-note"
    >
      {t('aiNotes.recordLesson')}
    </Button>
  );
}
