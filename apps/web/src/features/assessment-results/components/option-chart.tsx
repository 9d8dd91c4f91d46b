import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { OptionBar } from '../lib/chart-data';
import { UserText } from '../../../lib/ui/user-text';

/**
 * How many chose each option, as accessible bars (a list with the numbers written out; the bar is
 * decoration). The correct options are marked.
 */
export function OptionChart({ bars }: { bars: OptionBar[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="option-chart">
      {bars.map((bar) => (
        <Box component="li" key={bar.id} data-testid={`option-bar-${bar.id}`} data-count={bar.count}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
              {bar.correct && (
                <CheckCircleIcon color="success" fontSize="small" titleAccess={t('assessmentResults.correctOption')} />
              )}
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', fontWeight: bar.correct ? 700 : 400 }}>
                <UserText>{bar.label}</UserText>
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
              {t('assessmentResults.chose', { count: bar.count, percent: bar.percent })}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={bar.percent}
            color={bar.correct ? 'success' : 'primary'}
            aria-hidden
            sx={{ height: 10, borderRadius: 5, mt: 0.5 }}
          />
        </Box>
      ))}
    </Stack>
  );
}
