import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { INSIGHTS_RANGES, type InsightsRange } from '../api/insights';

export function RangeSelect({ value, onChange }: { value: InsightsRange; onChange: (range: InsightsRange) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('insights.range.label')}
      value={value}
      onChange={(event) => onChange(event.target.value as InsightsRange)}
      sx={{ minWidth: 200 }}
      data-testid="insights-range"
    >
      {INSIGHTS_RANGES.map((range) => (
        <MenuItem key={range} value={range}>
          {t(`insights.range.${range}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
