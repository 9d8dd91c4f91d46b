import type { AttendanceStatus } from '@bright/contracts';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

export const STATUS_COLOR = { PRESENT: 'success', ABSENT: 'error', LATE: 'warning', EXCUSED: 'info' } as const;

export function StatusChip({ status, count }: { status: AttendanceStatus; count?: number }) {
  const { t } = useTranslation();
  const label = count === undefined ? t(`attendance.status.${status}`) : `${t(`attendance.status.${status}`)} ${count}`;
  return <Chip size="small" color={STATUS_COLOR[status]} variant={count === 0 ? 'outlined' : 'filled'} label={label} />;
}
