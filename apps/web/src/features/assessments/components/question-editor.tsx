import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import {
  BLOOM_LEVELS,
  type BloomLevel,
  type NumericAnswer,
  POINTS_MAX,
  QUESTION_TYPES,
  type Question,
  type QuestionType,
  checkQuestionContent,
} from '@bright/contracts';
import { Alert, Button, IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAnswerRubric, saveQuestionFields, saveTopic, useStoreQuestion } from '../api/questions';
import { useAutosave } from '../hooks/use-autosave';
import type { Patch } from '../lib/autosave';
import { errorText } from '../../../lib/error-text';
import type { OptionsState } from '../lib/question-draft';
import { BloomInfoDialog } from './bloom-info-dialog';
import { AnswerListField, BlanksEditor, NumericEditor } from './key-editors';
import { ChoiceOptions, MatchingPairs, OrderingItems } from './option-editors';
import { OptionPicture, QuestionMedia } from './question-media';
import { TopicDialog } from './topic-dialog';
import { userTextInput } from '../../../lib/ui/user-text';

export interface EditorAssessment {
  id: string;
  instituteId: string;
  classId: string;
}

/** Blanks are saved only once every blank has an answer (the server refuses an empty one). */
const blanksPatch = (blanks: string[][]): Patch | null =>
  blanks.every((b) => b.length > 0) ? { blanks: blanks.map((accepted) => ({ accepted })) } : null;

/**
 * One question's fields, each saved on its own (debounced) through question/update; the topic through
 * updateTopic, the reference answer and rubric through add-answer-rubric (both also once published).
 */
export function QuestionEditor({
  question,
  assessment,
  canEdit,
  onTypeChange,
}: {
  question: Question;
  assessment: EditorAssessment;
  canEdit: boolean;
  onTypeChange: (type: QuestionType) => void;
}) {
  const { t } = useTranslation();
  const store = useStoreQuestion(assessment.id);
  const [draft, setDraft] = useState(question);
  const [bloomInfo, setBloomInfo] = useState(false);
  const [topicOpen, setTopicOpen] = useState(false);
  const fields = useAutosave(`question:${question.id}`, async (patch) => {
    const saved = await saveQuestionFields(question.id, patch);
    if (saved) store(saved);
  });
  const key = useAutosave(`rubric:${question.id}`, async (patch) => {
    await saveAnswerRubric(
      question.id,
      (patch.answer as string | null) ?? null,
      (patch.rubric as string | null) ?? null,
    );
  });
  const topic = useAutosave(`topic:${question.id}`, async (patch) => {
    store(await saveTopic(question.id, String(patch.topicId), String(patch.topicName)));
  });
  const disabled = !canEdit;

  const change = (patch: Partial<Question>, save: Patch | null = patch) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (save) fields.edit(save);
  };
  const changeKey = (patch: { answer?: string; rubric?: string }) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    key.edit({ answer: next.answer || null, rubric: next.rubric || null });
  };
  const changeOptions = (state: OptionsState) =>
    change(state, { options: state.options, correctOptions: state.correctOptions });
  const blanks = draft.blanks.map((b) => b.accepted);
  const problems = checkQuestionContent(draft);
  const optionsState = { options: draft.options, correctOptions: draft.correctOptions };
  const optionProps = { type: draft.type, state: optionsState, onChange: changeOptions, disabled };

  return (
    <Stack spacing={2} data-testid="question-editor" data-question-id={question.id}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          size="small"
          label={t('assessments.question.type')}
          value={draft.type}
          onChange={(e) => onTypeChange(e.target.value as QuestionType)}
          disabled={disabled}
          sx={{ minWidth: 200 }}
          slotProps={{ htmlInput: { 'data-testid': 'question-type' } }}
        >
          {QUESTION_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`assessments.questionType.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label={t('assessments.question.points')}
          value={draft.points}
          disabled={disabled}
          onChange={(e) => {
            const points = Number(e.target.value);
            if (e.target.value !== '' && points >= 0 && points <= POINTS_MAX) change({ points });
          }}
          slotProps={{ htmlInput: { min: 0, max: POINTS_MAX, step: 0.5, 'data-testid': 'question-points' } }}
          sx={{ width: { sm: 120 } }}
        />
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('assessments.question.bloom')}
            value={draft.bloomLevel ?? ''}
            onChange={(e) => change({ bloomLevel: (e.target.value || null) as BloomLevel | null })}
            disabled={disabled}
            sx={{ minWidth: 170, flexGrow: 1 }}
          >
            <MenuItem value="">{t('assessments.bloom.none')}</MenuItem>
            {BLOOM_LEVELS.map((level) => (
              <MenuItem key={level} value={level}>
                {t(`assessments.bloom.${level}`)}
              </MenuItem>
            ))}
          </TextField>
          <Tooltip title={t('assessments.bloom.infoTitle')}>
            <IconButton aria-label={t('assessments.bloom.infoTitle')} onClick={() => setBloomInfo(true)}>
              <InfoOutlinedIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
      <TextField
        label={t('assessments.question.description')}
        multiline
        minRows={2}
        value={draft.description}
        disabled={disabled}
        onChange={(e) => {
          const description = e.target.value;
          if (draft.type !== 'FILL_IN_THE_BLANK') return change({ description });
          change({ description }, { description, ...blanksPatch(blanks) });
        }}
        slotProps={{ htmlInput: { ...userTextInput, maxLength: 10000, 'data-testid': 'question-description' } }}
      />
      <QuestionMedia question={question} assessment={assessment} disabled={disabled} />
      {(draft.type === 'MCQ' || draft.type === 'TRUE_OR_FALSE' || draft.type === 'MULTIPLE_SELECT') && (
        <ChoiceOptions {...optionProps} />
      )}
      {draft.type === 'PICTURE_CHOICE' && (
        <ChoiceOptions
          {...optionProps}
          picture={(option) => (
            <OptionPicture
              assessmentId={assessment.id}
              questionId={question.id}
              option={option}
              disabled={disabled}
              onUploaded={(saved) => {
                // Saved again from the draft, so an earlier pending options edit cannot drop the picture.
                const options = draft.options.map((o) => ({
                  ...o,
                  image: saved.options.find((s) => s.id === o.id)?.image ?? o.image,
                }));
                change({ options }, { options, correctOptions: draft.correctOptions });
              }}
            />
          )}
        />
      )}
      {draft.type === 'MATCHING' && <MatchingPairs {...optionProps} />}
      {draft.type === 'ORDERING' && <OrderingItems {...optionProps} />}
      {draft.type === 'SHORT_ANSWER' && (
        <AnswerListField
          label={t('assessments.question.accepted')}
          helper={t('assessments.question.acceptedShortHelp')}
          value={draft.acceptedAnswers}
          disabled={disabled}
          onChange={(acceptedAnswers) => change({ acceptedAnswers })}
          testId="accepted-answers"
        />
      )}
      {draft.type === 'FILL_IN_THE_BLANK' && (
        <BlanksEditor
          description={draft.description}
          blanks={blanks}
          disabled={disabled}
          onDescription={(description) => change({ description }, { description, ...blanksPatch(blanks) })}
          onBlanks={(next) => change({ blanks: next.map((accepted) => ({ accepted })) }, blanksPatch(next))}
        />
      )}
      {draft.type === 'NUMERIC' && (
        <NumericEditor
          value={draft.numeric}
          disabled={disabled}
          onChange={(numeric: NumericAnswer) => change({ numeric })}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<LocalOfferOutlinedIcon />}
          onClick={() => setTopicOpen(true)}
          data-testid="question-topic"
        >
          {draft.topicName ?? t('assessments.topic.choose')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={t('assessments.question.answer')}
          value={draft.answer ?? ''}
          onChange={(e) => changeKey({ answer: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 10000 } }}
        />
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={t('assessments.question.rubric')}
          value={draft.rubric ?? ''}
          onChange={(e) => changeKey({ rubric: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 10000 } }}
        />
      </Stack>
      {problems.length > 0 && (
        <Alert severity="warning" data-testid="question-problems">
          {t('assessments.question.problems')}
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {[...new Map(problems.map((p) => [p.code, p])).values()].map((problem) => (
              <li key={problem.code}>{errorText(t, problem)}</li>
            ))}
          </ul>
        </Alert>
      )}
      <BloomInfoDialog open={bloomInfo} onClose={() => setBloomInfo(false)} />
      {topicOpen && (
        <TopicDialog
          open
          onClose={() => setTopicOpen(false)}
          onChoose={(chosen) => {
            setDraft((d) => ({ ...d, ...chosen }));
            topic.edit({ ...chosen });
          }}
        />
      )}
    </Stack>
  );
}
