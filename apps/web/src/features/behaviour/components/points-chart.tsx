import type { BehaviourData } from '@bright/contracts';
import { Box, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';

/** The running total of points per day, as a small line chart (SVG; left to right whatever the script). */
export function PointsChart({ series }: { series: BehaviourData['series'] }) {
  const theme = useTheme();
  const { t, i18n } = useTranslation();
  if (series.length === 0) return null;
  const width = 600;
  const height = 160;
  const pad = 24;
  const values = series.map((point) => point.cumulative);
  const min = Math.min(0, ...values);
  const max = Math.max(1, ...values);
  const x = (index: number) =>
    series.length === 1 ? width / 2 : pad + (index * (width - 2 * pad)) / (series.length - 1);
  const y = (value: number) => height - pad - ((value - min) / (max - min)) * (height - 2 * pad);
  const line = series.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(point.cumulative)}`).join(' ');
  const first = series[0]!;
  const last = series.at(-1)!;
  return (
    <Box dir="ltr" sx={{ width: '100%' }} data-testid="points-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-label={t('behaviour.chart.label', {
          from: formatDay(first.day, i18n.language),
          to: formatDay(last.day, i18n.language),
          total: last.cumulative,
        })}
      >
        <line x1={pad} x2={width - pad} y1={y(0)} y2={y(0)} stroke={theme.palette.divider} strokeDasharray="4 4" />
        <path d={line} fill="none" stroke={theme.palette.primary.main} strokeWidth={3} strokeLinejoin="round" />
        {series.map((point, index) => (
          <circle
            key={point.day}
            cx={x(index)}
            cy={y(point.cumulative)}
            r={4}
            fill={point.points >= 0 ? theme.palette.success.main : theme.palette.error.main}
          >
            <title>{`${point.day}: ${point.points > 0 ? '+' : ''}${point.points} (${point.cumulative})`}</title>
          </circle>
        ))}
        <text x={pad} y={height - 4} fontSize={12} fill={theme.palette.text.secondary}>
          {first.day}
        </text>
        <text x={width - pad} y={height - 4} fontSize={12} textAnchor="end" fill={theme.palette.text.secondary}>
          {last.day}
        </text>
      </svg>
    </Box>
  );
}
