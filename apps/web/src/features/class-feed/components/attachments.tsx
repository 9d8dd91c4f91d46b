import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { FeedAttachment } from '@bright/contracts';
import { Box, Chip, Skeleton, Stack } from '@mui/material';
import { feedAttachmentRoute } from '@bright/contracts';
import { downloadFile } from '../../../lib/download';
import { useAttachmentImage } from '../api/feed';

function Picture({ file }: { file: FeedAttachment }) {
  const image = useAttachmentImage(file.url);
  if (!image.data) return <Skeleton variant="rounded" width={160} height={120} />;
  return (
    <Box
      component="img"
      src={image.data}
      alt={file.name}
      sx={{
        maxWidth: '100%',
        maxHeight: 320,
        borderRadius: 1,
        display: 'block',
        objectFit: 'contain',
        bgcolor: 'action.hover',
      }}
      data-testid="feed-image"
    />
  );
}

/** A post's files: pictures shown, PDFs as chips that download with the session token. */
export function Attachments({ files }: { files: FeedAttachment[] }) {
  if (files.length === 0) return null;
  const pictures = files.filter((file) => file.type.startsWith('image/'));
  const documents = files.filter((file) => !file.type.startsWith('image/'));
  return (
    <Stack spacing={1}>
      {pictures.map((file) => (
        <Picture key={file.id} file={file} />
      ))}
      {documents.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {documents.map((file) => (
            <Chip
              key={file.id}
              icon={<PictureAsPdfIcon />}
              label={`${file.name} (${Math.max(1, Math.round(file.size / 1024))} KB)`}
              onClick={() => void downloadFile(feedAttachmentRoute, { params: { id: file.id } }, file.name)}
              variant="outlined"
              sx={{ maxWidth: '100%' }}
              data-testid="feed-pdf"
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
