import type { LessonType } from '@bright/contracts';
import { FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NameDialog } from './name-dialog';

/** A new lesson's name and kind: a Teach lesson (My Lessons) or a Content lesson (My Content). */
export function NewLessonDialog(props: {
  initialType: LessonType;
  error: string | null;
  busy: boolean;
  onSubmit: (name: string, lessonType: LessonType) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const [lessonType, setLessonType] = useState<LessonType>(props.initialType);
  return (
    <NameDialog
      title={t('lessons.newLesson.title')}
      label={t('lessons.newLesson.name')}
      emptyText={t('lessons.codes.lesson.nameRequired')}
      error={props.error}
      busy={props.busy}
      onSubmit={(name) => props.onSubmit(name, lessonType)}
      onClose={props.onClose}
      testId="new-lesson"
    >
      <FormLabel id={labelId} sx={{ mt: 2, display: 'block' }}>
        {t('lessons.newLesson.type')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={lessonType}
        onChange={(event) => setLessonType(event.target.value as LessonType)}
      >
        <FormControlLabel
          value="teach"
          control={<Radio slotProps={{ input: { 'data-testid': 'new-lesson-teach' } as object }} />}
          label={t('lessons.types.teach')}
        />
        <FormControlLabel
          value="CONTENT"
          control={<Radio slotProps={{ input: { 'data-testid': 'new-lesson-content' } as object }} />}
          label={t('lessons.types.CONTENT')}
        />
      </RadioGroup>
    </NameDialog>
  );
}
