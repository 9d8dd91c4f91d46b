import type { Proficiency } from '@bright/contracts';
import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { bloomName, formatPercent } from './format';

/** Bloom-level proficiency as bars, with the figures in a list beside them (read by screen readers and tests). */
export function BloomBars({ levels, testId }: { levels: Proficiency[]; testId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Box data-testid={testId}>
      <Box inert sx={{ direction: 'ltr' }}>
        <BarChart
          height={220}
          xAxis={[
            {
              scaleType: 'band',
              data: levels.map((level) => level.letter ?? '–'),
              tickLabelInterval: () => true,
              height: 40,
            },
          ]}
          yAxis={[{ min: 0, max: 100 }]}
          series={[
            { data: levels.map((level) => level.percentage), label: t('insights.proficiency'), color: '#e8590c' },
          ]}
          hideLegend
        />
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {levels.map((level) => (
          <Box
            component="li"
            key={level.key}
            data-testid={`${testId}-${level.key}`}
            data-percentage={level.percentage ?? ''}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
          >
            <Typography variant="body2">{bloomName(level, t)}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {formatPercent(level.percentage, i18n.language)}
              {level.pendingCount > 0 && ` · ${t('insights.pending', { count: level.pendingCount })}`}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
