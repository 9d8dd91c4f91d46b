import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { DIALOG_WIDTH, type MyFileItem } from '@bright/contracts';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { authHeaders } from '../../../lib/session-store';
import { UserText } from '../../../lib/ui/user-text';

/** The file's bytes as a blob, fetched with the session token (a link cannot carry it). */
function useFileBlob(url: string | null) {
  return useQuery({
    queryKey: ['myFileBlob', url],
    enabled: Boolean(url),
    staleTime: Infinity,
    gcTime: 60_000,
    queryFn: async () => {
      const response = await fetch(url!, { headers: authHeaders() });
      if (!response.ok) throw new Error(`File answered ${response.status}`);
      return response.blob();
    },
  });
}

/**
 * A picture shown in place; a PDF opened in the browser's own viewer in a new tab (the app's security
 * policy frames nothing), from a link made of its bytes.
 */
export function PreviewDialog({ item, onClose }: { item: MyFileItem; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const blob = useFileBlob(item.url);
  const objectUrl = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  const isPdf = item.contentType === 'application/pdf';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId} data-testid="preview-dialog">
      <DialogTitle id={titleId}>
        <UserText>{item.name}</UserText>
      </DialogTitle>
      <DialogContent sx={{ maxWidth: isPdf ? DIALOG_WIDTH : undefined }}>
        {blob.isPending && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('myFiles.preview.loading')} />
          </Box>
        )}
        {blob.isError && <Alert severity="error">{t('myFiles.preview.failed')}</Alert>}
        {objectUrl && !isPdf && (
          <Box
            component="img"
            src={objectUrl}
            alt={item.name}
            data-testid="preview-image"
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto' }}
          />
        )}
        {objectUrl && isPdf && <Typography>{t('myFiles.preview.pdfHint')}</Typography>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('myFiles.close')}</Button>
        {objectUrl && isPdf && (
          <Button
            variant="contained"
            href={objectUrl}
            target="_blank"
            rel="noopener"
            endIcon={<OpenInNewIcon />}
            data-testid="preview-open-pdf"
          >
            {t('myFiles.preview.openPdf')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
