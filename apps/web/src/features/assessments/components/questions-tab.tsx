import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LibraryAddOutlinedIcon from '@mui/icons-material/LibraryAddOutlined';
import SaveAltIcon from '@mui/icons-material/SaveAlt';
import { QUESTION_TYPES, type Question, type QuestionType, checkQuestionContent } from '@bright/contracts';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Menu,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  saveQuestionFields,
  useCreateQuestion,
  useDuplicateQuestion,
  useQuestions,
  useRemoveQuestion,
  useReorderQuestions,
  useStoreQuestion,
} from '../api/questions';
import { useSaveToBank } from '../api/banks';
import { type ShownError, errorText, shownError } from '../../../lib/error-text';
import { moveItem } from '../lib/question-draft';
import { type EditorAssessment, QuestionEditor } from './question-editor';
import { userTextBlock } from '../../../lib/ui/user-text';

function AddQuestionMenu({ onAdd, disabled }: { onAdd: (type: QuestionType) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={disabled}
        aria-haspopup="menu"
        data-testid="add-question"
      >
        {t('assessments.questions.add')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {QUESTION_TYPES.map((type) => (
          <MenuItem
            key={type}
            data-testid={`add-question-${type}`}
            onClick={() => {
              setAnchor(null);
              onAdd(type);
            }}
          >
            {t(`assessments.questionType.${type}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function RowActions(props: {
  index: number;
  count: number;
  canEdit: boolean;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onBank: () => void;
}) {
  const { t } = useTranslation();
  const n = props.index + 1;
  const action = (label: string, icon: ReactNode, onClick: () => void, disabled: boolean, testId: string) => (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={`${label} (${n})`}
          onClick={onClick}
          disabled={disabled}
          data-testid={testId}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Stack direction="row" spacing={0.25} sx={{ flexWrap: 'wrap' }}>
      {action(
        t('assessments.question.moveUp'),
        <ArrowUpwardIcon fontSize="small" />,
        () => props.onMove(props.index - 1),
        !props.canEdit || props.index === 0,
        'question-up',
      )}
      {action(
        t('assessments.question.moveDown'),
        <ArrowDownwardIcon fontSize="small" />,
        () => props.onMove(props.index + 1),
        !props.canEdit || n === props.count,
        'question-down',
      )}
      {action(
        t('assessments.question.duplicate'),
        <ContentCopyIcon fontSize="small" />,
        props.onDuplicate,
        !props.canEdit,
        'question-duplicate',
      )}
      {action(
        t('assessments.question.saveToBank'),
        <SaveAltIcon fontSize="small" />,
        props.onBank,
        false,
        'question-bank',
      )}
      {action(
        t('assessments.question.delete'),
        <DeleteOutlineIcon fontSize="small" />,
        props.onDelete,
        !props.canEdit,
        'question-delete',
      )}
    </Stack>
  );
}

/** The Questions tab: the list (reordered with up and down), add by type, and each question's editor. */
export function QuestionsTab({ assessment, toolbar }: { assessment: EditorAssessment; toolbar?: ReactNode }) {
  const { t } = useTranslation();
  const list = useQuestions(assessment.id);
  const create = useCreateQuestion(assessment.id);
  const duplicate = useDuplicateQuestion(assessment.id);
  const remove = useRemoveQuestion(assessment.id);
  const reorder = useReorderQuestions(assessment.id);
  const store = useStoreQuestion(assessment.id);
  const bank = useSaveToBank();
  const [open, setOpen] = useState<string | false>(false);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const [typeVersion, setTypeVersion] = useState(0);
  const questions = list.data?.questions ?? [];
  const canEdit = list.data?.abilities.canEdit ?? false;

  const changeType = async (question: Question, type: QuestionType) => {
    const saved = await saveQuestionFields(question.id, { type }).catch((error: unknown) => {
      setTypeError(shownError(error));
      return null;
    });
    if (saved) {
      store(saved);
      setTypeVersion((v) => v + 1);
    }
  };
  const [typeError, setTypeError] = useState<ShownError | null>(null);

  if (list.isPending) return <Skeleton variant="rounded" height={200} />;
  if (list.isError) return <Alert severity="error">{list.error.message}</Alert>;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <AddQuestionMenu
          disabled={!canEdit || create.isPending}
          onAdd={(type) => create.mutate(type, { onSuccess: (q) => setOpen(q.id) })}
        />
        {toolbar}
      </Stack>
      {!canEdit && <Alert severity="info">{t('assessments.questions.publishedLocked')}</Alert>}
      {typeError && (
        <Alert severity="error" onClose={() => setTypeError(null)}>
          {errorText(t, typeError)}
        </Alert>
      )}
      {questions.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="questions-empty">
          <LibraryAddOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="p">
            {t('assessments.questions.empty')}
          </Typography>
          <Typography color="text.secondary">{t('assessments.questions.emptyHint')}</Typography>
        </Paper>
      )}
      {questions.map((question, index) => {
        const problems = checkQuestionContent(question);
        return (
          <Accordion
            key={question.id}
            expanded={open === question.id}
            onChange={(_, expanded) => setOpen(expanded ? question.id : false)}
            disableGutters
            variant="outlined"
            data-testid="question-row"
            data-type={question.type}
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`q-${question.id}`}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', minWidth: 0, flexWrap: 'wrap' }}
                useFlexGap
              >
                <Typography sx={{ fontWeight: 700 }}>{index + 1}.</Typography>
                <Chip size="small" label={t(`assessments.questionType.${question.type}`)} />
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('assessments.question.pointsN', { count: question.points })}
                />
                {problems.length > 0 && (
                  <Chip size="small" color="warning" variant="outlined" label={t('assessments.question.incomplete')} />
                )}
                <Typography
                  color="text.secondary"
                  {...(question.description && userTextBlock)}
                  sx={{
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                    maxWidth: { xs: 220, sm: 420 },
                  }}
                >
                  {question.description || t('assessments.question.untitled')}
                </Typography>
              </Stack>
            </AccordionSummary>
            <AccordionDetails id={`q-${question.id}`}>
              <Stack spacing={2}>
                <Box sx={{ alignSelf: 'flex-end' }}>
                  <RowActions
                    index={index}
                    count={questions.length}
                    canEdit={canEdit}
                    onMove={(to) => reorder.mutate(moveItem(questions, index, to).map((q) => q.id))}
                    onDuplicate={() => duplicate.mutate(question.id, { onSuccess: (q) => setOpen(q.id) })}
                    onDelete={() => setDeleting(question)}
                    onBank={() => bank.mutate(question.id)}
                  />
                </Box>
                <QuestionEditor
                  key={`${question.id}:${question.type}:${typeVersion}`}
                  question={question}
                  assessment={assessment}
                  canEdit={canEdit}
                  onTypeChange={(type) => void changeType(question, type)}
                />
              </Stack>
            </AccordionDetails>
          </Accordion>
        );
      })}
      <Dialog open={Boolean(deleting)} onClose={() => setDeleting(null)} aria-labelledby="delete-question-title">
        <DialogTitle id="delete-question-title">{t('assessments.question.deleteTitle')}</DialogTitle>
        <DialogContent>
          <Typography>{t('assessments.question.deleteBody')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{t('assessments.common.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            data-testid="confirm-delete-question"
            onClick={() => {
              if (deleting) remove.mutate(deleting.id);
              setDeleting(null);
            }}
          >
            {t('assessments.question.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
