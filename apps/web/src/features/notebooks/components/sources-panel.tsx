import { type NotebookDetail, NOTEBOOK_LIMITS } from '@bright/contracts';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, shownError } from '../../../lib/error-text';
import { MetaLine, UserText } from '../../../lib/ui/user-text';
import { useNotebookActions } from '../api/notebooks';
import { AddTextDialog } from './add-text-dialog';
import { SourceDialog, type SourceTarget } from './source-dialog';

/** A notebook's sources; its owner adds pasted text, PDFs and .vtt/.srt transcripts, or removes them. */
export function SourcesPanel({ notebook }: { notebook: NotebookDetail }) {
  const { t } = useTranslation();
  const actions = useNotebookActions();
  const input = useRef<HTMLInputElement>(null);
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [open, setOpen] = useState<SourceTarget | null>(null);
  const full = notebook.sourceCount >= NOTEBOOK_LIMITS.sources;

  async function upload(file: File) {
    setFailure(null);
    try {
      await actions.upload.mutateAsync({ notebookId: notebook.id, file, failureMessage: t('notebooks.uploadFailed') });
    } catch (error) {
      setFailure(errorText(t, shownError(error)));
    }
  }

  return (
    <Stack spacing={1} component="section" aria-labelledby="sources-title" data-testid="sources-panel">
      <Typography id="sources-title" variant="h6" component="h2">
        {t('notebooks.sourcesTitle', { count: notebook.sourceCount })}
      </Typography>
      {notebook.canEdit && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            size="small"
            onClick={() => setAdding(true)}
            disabled={full}
            data-testid="add-text"
          >
            {t('notebooks.addText')}
          </Button>
          <Button
            variant="outlined"
            size="small"
            startIcon={<UploadFileIcon />}
            disabled={full || actions.upload.isPending}
            onClick={() => input.current?.click()}
            data-testid="upload-source"
          >
            {actions.upload.isPending ? t('notebooks.uploading') : t('notebooks.uploadFile')}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept=".pdf,.vtt,.srt,application/pdf,text/vtt"
            data-testid="source-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </Stack>
      )}
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)} data-testid="source-error">
          {failure}
        </Alert>
      )}
      {notebook.sources.length === 0 ? (
        <Typography color="text.secondary">{t('notebooks.noSources')}</Typography>
      ) : (
        <List dense data-testid="source-list">
          {notebook.sources.map((source) => (
            <ListItem
              key={source.id}
              disablePadding
              secondaryAction={
                notebook.canEdit && (
                  <IconButton
                    edge="end"
                    aria-label={t('notebooks.removeSource', { title: source.title })}
                    onClick={() => actions.removeSource.mutate(source.id)}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                )
              }
            >
              <ListItemButton onClick={() => setOpen({ sourceId: source.id })}>
                <ListItemText
                  primary={<UserText>{source.title}</UserText>}
                  secondary={
                    <MetaLine
                      parts={[
                        t(`notebooks.kinds.${source.kind}`),
                        source.pageCount ? t('notebooks.pages', { count: source.pageCount }) : null,
                        t('notebooks.passages', { count: source.passageCount }),
                      ]}
                    />
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {adding && <AddTextDialog notebookId={notebook.id} onClose={() => setAdding(false)} />}
      <SourceDialog target={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
