import { Box, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { formatPercent } from './format';

export interface TrendPoint {
  label: string;
  value: number | null;
}

/** A line over time, with its points listed for screen readers. */
export function TrendChart({ points, title, testId }: { points: TrendPoint[]; title: string; testId: string }) {
  const { t, i18n } = useTranslation();
  if (points.length === 0) return <Typography color="text.secondary">{t('insights.noScores')}</Typography>;
  return (
    <Box data-testid={testId}>
      <Box inert sx={{ direction: 'ltr' }}>
        <LineChart
          height={220}
          xAxis={[
            { scaleType: 'point', data: points.map((point) => point.label), tickLabelInterval: () => true, height: 40 },
          ]}
          yAxis={[{ min: 0, max: 100 }]}
          series={[
            {
              data: points.map((point) => point.value),
              label: title,
              color: '#1971c2',
              connectNulls: true,
              showMark: true,
            },
          ]}
          hideLegend
        />
      </Box>
      <Box component="ul" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {points.map((point) => (
          <li key={point.label}>
            {point.label}: {formatPercent(point.value, i18n.language)}
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** A short day (a week's Monday, a submission) for an axis. */
export const shortDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(new Date(iso));
