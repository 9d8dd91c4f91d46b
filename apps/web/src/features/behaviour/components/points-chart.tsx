import type { BehaviourData } from '@bright/contracts';
import { Box, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { shortDay, valueTicks } from '../lib/chart-axis';

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { top: 12, right: 24, bottom: 28, left: 44 };

/** The running total of points per day, as a small line chart with a points axis (left to right whatever the script). */
export function PointsChart({ series }: { series: BehaviourData['series'] }) {
  const theme = useTheme();
  const { t, i18n } = useTranslation();
  if (series.length === 0) return null;
  const ticks = valueTicks(
    Math.min(0, ...series.map((p) => p.cumulative)),
    Math.max(1, ...series.map((p) => p.cumulative)),
  );
  const [min, max] = [ticks[0]!, ticks.at(-1)!];
  const x = (index: number) =>
    series.length === 1
      ? (PAD.left + WIDTH - PAD.right) / 2
      : PAD.left + (index * (WIDTH - PAD.left - PAD.right)) / (series.length - 1);
  const y = (value: number) => HEIGHT - PAD.bottom - ((value - min) / (max - min)) * (HEIGHT - PAD.top - PAD.bottom);
  const line = series.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(point.cumulative)}`).join(' ');
  const first = series[0]!;
  const last = series.at(-1)!;
  const muted = theme.palette.text.secondary;
  const labelled = series.length === 1 ? [0] : [0, series.length - 1];
  return (
    <Box dir="ltr" sx={{ width: '100%' }} data-testid="points-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={t('behaviour.chart.label', {
          from: formatDay(first.day, i18n.language),
          to: formatDay(last.day, i18n.language),
          total: last.cumulative,
        })}
      >
        <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={HEIGHT - PAD.bottom} stroke={theme.palette.divider} />
        {ticks.map((tick) => (
          <g key={tick} data-testid="chart-y-tick">
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke={theme.palette.divider}
              strokeDasharray={tick === 0 ? undefined : '4 4'}
            />
            <text x={PAD.left - 8} y={y(tick) + 4} fontSize={12} textAnchor="end" fill={muted}>
              {tick.toLocaleString(i18n.language)}
            </text>
          </g>
        ))}
        <path d={line} fill="none" stroke={theme.palette.primary.main} strokeWidth={3} strokeLinejoin="round" />
        {series.map((point, index) => (
          <circle
            key={point.day}
            cx={x(index)}
            cy={y(point.cumulative)}
            r={4}
            fill={point.points >= 0 ? theme.palette.success.main : theme.palette.error.main}
          >
            <title>{`${shortDay(point.day, i18n.language)}: ${point.points > 0 ? '+' : ''}${point.points} (${point.cumulative})`}</title>
          </circle>
        ))}
        {labelled.map((index, position) => (
          <text
            key={index}
            x={x(index)}
            y={HEIGHT - 8}
            fontSize={12}
            textAnchor={labelled.length === 1 ? 'middle' : position === 0 ? 'start' : 'end'}
            fill={muted}
            data-testid="chart-x-label"
          >
            {shortDay(series[index]!.day, i18n.language)}
          </text>
        ))}
      </svg>
    </Box>
  );
}
