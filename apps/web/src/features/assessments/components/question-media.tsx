import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { Question, QuestionOption } from '@bright/contracts';
import { Alert, Box, Button, Chip, IconButton, LinearProgress, Skeleton, Stack, Tooltip } from '@mui/material';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthedFile } from '../../../lib/authed-file';
import { useSessionStore } from '../../../lib/session-store';
import { showSnackbar } from '../../../lib/ui-store';
import { attachmentProblem, imageProblem, useQuestionUpload, useRemoveFiles, useRemoveImage } from '../api/questions';

function Picture({
  url,
  alt,
  height = 160,
  thumbnail = false,
}: {
  url: string;
  alt: string;
  height?: number;
  thumbnail?: boolean;
}) {
  const file = useAuthedFile(url);
  if (!file.data) return <Skeleton variant="rounded" height={height} width={height * 1.5} />;
  return (
    <Box
      component="img"
      src={file.data}
      alt={alt}
      sx={{
        display: 'block',
        maxWidth: '100%',
        // Option thumbnails have a fixed height (however small the picture); question pictures are capped.
        ...(thumbnail ? { height, width: height } : { maxHeight: height }),
        objectFit: 'contain',
        borderRadius: 1,
      }}
    />
  );
}

/** A hidden file input opened by a button; the chosen file goes to `onFile` after the check. */
function useFilePicker(accept: string, multiple: boolean, onFiles: (files: File[]) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const input = (
    <input
      ref={ref}
      type="file"
      hidden
      accept={accept}
      multiple={multiple}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const files = [...(event.target.files ?? [])];
        event.target.value = '';
        if (files.length) onFiles(files);
      }}
    />
  );
  return { input, open: () => ref.current?.click() };
}

/** The question's picture (uploadImage, with progress) and attached files (insertFiles / removeFiles). */
export function QuestionMedia({
  question,
  assessment,
  disabled,
}: {
  question: Question;
  assessment: { id: string; instituteId: string; classId: string };
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const teacherId = useSessionStore((s) => s.session?.userId ?? '');
  const upload = useQuestionUpload(assessment.id, question.id);
  const removeImage = useRemoveImage(assessment.id);
  const removeFiles = useRemoveFiles(assessment.id);
  const [problem, setProblem] = useState<string | null>(null);
  const image = useFilePicker('image/png,image/jpeg,image/gif,image/webp', false, ([file]) => {
    const p = imageProblem(file!);
    setProblem(p ? t(p) : null);
    if (!p)
      upload.mutate({
        kind: 'image',
        file: file!,
        instituteId: assessment.instituteId,
        classId: assessment.classId,
        teacherId,
      });
  });
  const files = useFilePicker('*/*', true, (chosen) => {
    const p = chosen.map(attachmentProblem).find(Boolean);
    setProblem(p ? t(p) : null);
    if (!p) upload.mutate({ kind: 'files', files: chosen, instituteId: assessment.instituteId });
  });
  const attachments = question.files.filter((f) => f.url !== question.image);

  return (
    <Stack spacing={1}>
      {question.image && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="question-image">
          <Picture url={question.image} alt={t('assessments.files.questionPicture')} />
          <Tooltip title={t('assessments.files.removePicture')}>
            <span>
              <IconButton
                aria-label={t('assessments.files.removePicture')}
                onClick={() => removeImage.mutate(question.id)}
                disabled={disabled || removeImage.isPending}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {image.input}
        {files.input}
        <Button
          size="small"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          onClick={image.open}
          disabled={disabled || upload.isPending}
          data-testid="question-image-upload"
        >
          {t(question.image ? 'assessments.files.replacePicture' : 'assessments.files.addPicture')}
        </Button>
        <Button
          size="small"
          startIcon={<AttachFileIcon />}
          onClick={files.open}
          disabled={disabled || upload.isPending}
        >
          {t('assessments.files.attach')}
        </Button>
      </Stack>
      {upload.isPending && (
        <LinearProgress variant="determinate" value={upload.progress} aria-label={t('assessments.files.uploading')} />
      )}
      {(problem || upload.error) && <Alert severity="error">{problem ?? upload.error?.message}</Alert>}
      {attachments.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {attachments.map((file) => (
            <Chip
              key={file.id}
              icon={<AttachFileIcon />}
              label={file.fileName}
              onDelete={
                disabled ? undefined : () => removeFiles.mutate({ questionId: question.id, fileIds: [file.id] })
              }
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** PICTURE_CHOICE: one option's picture, uploaded with uploadOptionImage. */
export function OptionPicture({
  assessmentId,
  questionId,
  option,
  disabled,
  onUploaded,
}: {
  assessmentId: string;
  questionId: string;
  option: QuestionOption;
  disabled: boolean;
  onUploaded: (question: Question) => void;
}) {
  const { t } = useTranslation();
  const upload = useQuestionUpload(assessmentId, questionId);
  const picker = useFilePicker('image/png,image/jpeg,image/gif,image/webp', false, ([file]) => {
    const p = imageProblem(file!);
    if (p) return showSnackbar(t(p), 'error');
    upload.mutate({ kind: 'option', file: file!, optionId: option.id }, { onSuccess: onUploaded });
  });
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
      {picker.input}
      {option.image && (
        <Picture url={option.image} alt={option.title || t('assessments.files.optionPicture')} height={48} thumbnail />
      )}
      <Tooltip title={t('assessments.files.optionPicture')}>
        <span>
          <IconButton
            aria-label={t('assessments.files.optionPicture')}
            onClick={picker.open}
            disabled={disabled || upload.isPending}
            size="small"
            data-testid="option-picture"
          >
            <AddPhotoAlternateOutlinedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {upload.isPending && <LinearProgress variant="determinate" value={upload.progress} sx={{ width: 40 }} />}
    </Stack>
  );
}
