import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pictureProblem, usePicture, useUploadPicture } from '../api/picture';
import { ProfileAvatar } from './profile-avatar';

/** Choose a picture, see it at once, upload it with progress; type and size are checked before sending. */
export function PictureUpload({ name, pictureUrl }: { name: string; pictureUrl: string | null }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPicture();
  const saved = usePicture(pictureUrl);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = pictureProblem(file);
    setProblem(found ? t(found) : null);
    if (found) return;
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => setPreview(null),
      onError: (error) => {
        setPreview(null);
        setProblem(error.message);
      },
    });
  };

  const shown = preview ?? saved.data;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
      <Box sx={{ position: 'relative' }}>
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={t('profile.picture.alt', { name })}
            data-testid="profile-picture-preview"
            sx={{ width: 112, height: 112, borderRadius: '50%', objectFit: 'cover', display: 'block', boxShadow: 1 }}
          />
        ) : (
          <ProfileAvatar name={name} size={112} />
        )}
      </Box>
      <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0, width: { xs: '100%', sm: 'auto' } }}>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          onChange={choose}
          data-testid="profile-picture-input"
        />
        <Box>
          <Button
            variant="outlined"
            startIcon={<PhotoCameraOutlinedIcon />}
            onClick={() => input.current?.click()}
            disabled={upload.isPending}
            data-testid="profile-picture-choose"
          >
            {pictureUrl ? t('profile.picture.change') : t('profile.picture.add')}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('profile.picture.hint')}
        </Typography>
        {upload.isPending && (
          <Box role="status" aria-live="polite">
            <LinearProgress variant="determinate" value={upload.progress} data-testid="profile-picture-progress" />
            <Typography variant="caption" color="text.secondary">
              {t('profile.picture.uploading', { percent: upload.progress })}
            </Typography>
          </Box>
        )}
        {upload.isSuccess && !problem && (
          <Typography variant="body2" color="success.main" data-testid="profile-picture-saved">
            {t('profile.picture.saved')}
          </Typography>
        )}
        {problem && (
          <Alert severity="error" data-testid="profile-picture-error">
            {problem}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
