import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { DIALOG_WIDTH, type MyAssessment } from '@bright/contracts';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

/**
 * Before an attempt starts (the first read starts its clock): the name, the teacher's instructions and
 * the time limit; with a limit, Start asks once more, since the clock keeps running once started.
 */
export function StartScreen({ item, onStart }: { item: MyAssessment; onStart: () => void }) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const limited = item.timeLimit > 0;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720 }} data-testid="start-screen">
      <Stack spacing={2}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }} dir="auto">
          {item.name}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Chip size="small" label={item.className} />
          {limited && (
            <Chip
              size="small"
              color="primary"
              icon={<TimerOutlinedIcon />}
              label={t('startScreen.limit', { count: item.timeLimit })}
              data-testid="start-time-limit"
            />
          )}
          <Chip size="small" label={t('assessmentTaking.questionCount', { count: item.questionCount })} />
          {item.dueOn && (
            <Chip
              size="small"
              label={t('assessmentTaking.dueOn', { date: formatDateTime(item.dueOn, i18n.language) })}
            />
          )}
        </Stack>
        {item.description.trim() && (
          <Typography
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            dir="auto"
            data-testid="start-description"
          >
            {item.description}
          </Typography>
        )}
        <Typography color="text.secondary">
          {limited ? t('startScreen.limitHelp', { count: item.timeLimit }) : t('startScreen.noLimitHelp')}
        </Typography>
        <Button
          variant="contained"
          size="large"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => (limited ? setConfirming(true) : onStart())}
          data-testid="start-assessment"
        >
          {t('assessmentTaking.start')}
        </Button>
      </Stack>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        fullWidth
        slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTH } } }}
        aria-labelledby="start-confirm-title"
      >
        <DialogTitle id="start-confirm-title">{t('startScreen.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('startScreen.confirmBody', { count: item.timeLimit })}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirming(false)}>{t('startScreen.notYet')}</Button>
          <Button variant="contained" onClick={onStart} data-testid="start-confirm" autoFocus>
            {t('startScreen.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
