import { Chip } from '@mui/material';

/** Points with their sign: green above zero, red below, grey at zero. */
export function PointsChip({ points, size = 'small' }: { points: number; size?: 'small' | 'medium' }) {
  const label = points > 0 ? `+${points}` : String(points);
  const color = points > 0 ? 'success' : points < 0 ? 'error' : 'default';
  return <Chip size={size} color={color} label={label} sx={{ fontWeight: 700, minWidth: 44 }} dir="ltr" />;
}
