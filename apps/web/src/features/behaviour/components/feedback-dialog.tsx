import { BEHAVIOUR_POINTS_MAX, BEHAVIOUR_POINTS_MIN, REMARKS_MAX_LENGTH, type RemarksList } from '@bright/contracts';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { type FeedbackTarget, useGiveFeedback } from '../api/behaviour';
import { PointsChip } from './points-chip';

interface Props {
  classId: string;
  /** Who it is for, as a heading: a student's name, or "the whole class". */
  heading: string;
  target: FeedbackTarget;
  presets: RemarksList['presets'];
  onClose: () => void;
}

/** Remarks (a preset or one's own words) and points from -10 to 10; 0 makes a plain note. */
export function FeedbackDialog({ classId, heading, target, presets, onClose }: Props) {
  const { t } = useTranslation();
  const give = useGiveFeedback(classId);
  const [remarks, setRemarks] = useState('');
  const [points, setPoints] = useState(1);
  const clamp = (value: number) => Math.max(BEHAVIOUR_POINTS_MIN, Math.min(BEHAVIOUR_POINTS_MAX, value));
  const submit = () => give.mutate({ target, remarks: remarks.trim(), behaviorPoints: points }, { onSuccess: onClose });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="feedback-dialog">
      <DialogTitle>{t('behaviour.give.title', { name: heading })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {presets.map((preset) => (
              <Chip
                key={preset.key}
                label={`${t(`behaviour.presets.${preset.key}`, { defaultValue: preset.remarks })} (${preset.behaviorPoints > 0 ? '+' : ''}${preset.behaviorPoints})`}
                color={preset.behaviorPoints > 0 ? 'success' : 'warning'}
                variant={remarks === preset.remarks ? 'filled' : 'outlined'}
                onClick={() => {
                  setRemarks(preset.remarks);
                  setPoints(preset.behaviorPoints);
                }}
                data-testid={`preset-${preset.key}`}
              />
            ))}
          </Stack>
          <TextField
            label={t('behaviour.give.remarks')}
            value={remarks}
            onChange={(event) => setRemarks(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: REMARKS_MAX_LENGTH, 'data-testid': 'feedback-remarks' } }}
            helperText={points === 0 ? t('behaviour.give.noteHint') : `${remarks.length}/${REMARKS_MAX_LENGTH}`}
          />
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>{t('behaviour.give.points')}</Typography>
            <IconButton
              aria-label={t('behaviour.give.less')}
              onClick={() => setPoints((value) => clamp(value - 1))}
              data-testid="points-less"
            >
              <RemoveIcon />
            </IconButton>
            <span data-testid="points-value">
              <PointsChip points={points} size="medium" />
            </span>
            <IconButton
              aria-label={t('behaviour.give.more')}
              onClick={() => setPoints((value) => clamp(value + 1))}
              data-testid="points-more"
            >
              <AddIcon />
            </IconButton>
          </Stack>
          {give.error && (
            <Alert severity="error">
              {give.error instanceof ApiError ? give.error.message : t('behaviour.failed')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('behaviour.cancel')}</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={give.isPending || (!remarks.trim() && points === 0)}
          data-testid="feedback-submit"
        >
          {t('behaviour.give.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
