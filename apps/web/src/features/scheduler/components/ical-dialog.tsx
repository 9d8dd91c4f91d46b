import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { showSnackbar } from '../../../lib/ui-store';
import { useCalendarFeed, useRevokeCalendarFeed, useRotateCalendarFeed } from '../api/scheduler';

/** The personal calendar link: made, shown once, renewed (the old one stops) or turned off. */
export function IcalDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const url = rotate.data?.url;
  const copy = () => {
    if (!url) return;
    void navigator.clipboard?.writeText(url).then(() => showSnackbar(t('scheduler.ical.copied'), 'success'));
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="ical-dialog">
      <DialogTitle>{t('scheduler.ical.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('scheduler.ical.explain')}</DialogContentText>
          {url ? (
            <>
              <TextField
                value={url}
                label={t('scheduler.ical.link')}
                slotProps={{
                  htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'ical-url' },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton aria-label={t('scheduler.ical.copy')} onClick={copy}>
                          <ContentCopyIcon />
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
                onFocus={(event) => event.target.select()}
              />
              <Alert severity="warning">{t('scheduler.ical.secret')}</Alert>
            </>
          ) : (
            feed.data?.active &&
            feed.data.createdAt && (
              <Alert severity="info">
                {t('scheduler.ical.active', { date: formatDateTime(feed.data.createdAt, i18n.language) })}
              </Alert>
            )
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {feed.data?.active && (
          <Button
            color="error"
            onClick={() => revoke.mutate(undefined, { onSuccess: () => rotate.reset() })}
            disabled={revoke.isPending}
            data-testid="ical-revoke"
          >
            {t('scheduler.ical.revoke')}
          </Button>
        )}
        <Button
          variant="contained"
          onClick={() => rotate.mutate()}
          disabled={rotate.isPending}
          data-testid="ical-rotate"
        >
          {feed.data?.active ? t('scheduler.ical.renew') : t('scheduler.ical.make')}
        </Button>
        <Button onClick={onClose}>{t('scheduler.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
