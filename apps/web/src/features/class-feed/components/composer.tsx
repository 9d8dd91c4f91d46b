import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import { FEED_ATTACHMENTS, FEED_TEXT_MAX } from '@bright/contracts';
import { Alert, Box, Button, Chip, LinearProgress, Paper, Stack, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileProblem, useCreatePost } from '../api/feed';

/** Writing a post: text and up to 5 images or PDFs, checked before they are sent. */
export function Composer({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const create = useCreatePost(classId);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const choose = (chosen: FileList | null) => {
    const next = [...files, ...Array.from(chosen ?? [])];
    const bad = next.map(fileProblem).find(Boolean);
    if (bad) return setProblem(t(bad));
    if (next.length > FEED_ATTACHMENTS.maxFiles)
      return setProblem(t('classFeed.errors.count', { count: FEED_ATTACHMENTS.maxFiles }));
    setProblem(null);
    setFiles(next);
  };
  const submit = () =>
    create.mutate(
      { text: text.trim(), files },
      {
        onSuccess: () => {
          setText('');
          setFiles([]);
        },
      },
    );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="feed-composer">
      <Stack spacing={1.5}>
        <TextField
          placeholder={t('classFeed.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={2}
          slotProps={{
            htmlInput: {
              maxLength: FEED_TEXT_MAX,
              'aria-label': t('classFeed.placeholder'),
              'data-testid': 'feed-text',
            },
          }}
        />
        {files.length > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {files.map((file, index) => (
              <Chip
                key={`${file.name}-${index}`}
                label={file.name}
                onDelete={() => setFiles(files.filter((_, at) => at !== index))}
                deleteIcon={<CloseIcon aria-label={t('classFeed.removeFile', { name: file.name })} />}
                sx={{ maxWidth: 220 }}
              />
            ))}
          </Stack>
        )}
        {problem && <Alert severity="warning">{problem}</Alert>}
        {create.error && <Alert severity="error">{create.error.message}</Alert>}
        {create.isPending && <LinearProgress variant="determinate" value={create.progress} />}
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Box>
            <input
              ref={input}
              type="file"
              hidden
              multiple
              accept={FEED_ATTACHMENTS.types.join(',')}
              onChange={(event) => {
                choose(event.target.files);
                event.target.value = '';
              }}
              data-testid="feed-file-input"
            />
            <Button
              startIcon={<AttachFileIcon />}
              onClick={() => input.current?.click()}
              disabled={files.length >= FEED_ATTACHMENTS.maxFiles}
            >
              {t('classFeed.attach')}
            </Button>
          </Box>
          <Button
            variant="contained"
            endIcon={<SendIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
            onClick={submit}
            disabled={create.isPending || (!text.trim() && files.length === 0)}
            data-testid="feed-post"
          >
            {t('classFeed.post')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
