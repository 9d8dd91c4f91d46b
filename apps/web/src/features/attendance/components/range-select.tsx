import { ATTENDANCE_RANGES, type AttendanceRange } from '@bright/contracts';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** SPEC §9 log ranges: Today, Yesterday, Last 7, 30 and 60 days. */
export function RangeSelect({
  value,
  onChange,
}: {
  value: AttendanceRange;
  onChange: (range: AttendanceRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('attendance.range.label')}
      value={value}
      onChange={(event) => onChange(event.target.value as AttendanceRange)}
      sx={{ minWidth: 170 }}
      slotProps={{ htmlInput: { 'data-testid': 'attendance-range' } }}
    >
      {ATTENDANCE_RANGES.map((range) => (
        <MenuItem key={range} value={range}>
          {t(`attendance.range.${range}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
