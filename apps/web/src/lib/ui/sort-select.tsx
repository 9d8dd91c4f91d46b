import { MenuItem, TextField } from '@mui/material';

/** A list's sort order, one of `options`, each shown by `labelOf`. */
export function SortSelect<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  labelOf: (value: T) => string;
  onChange: (value: T) => void;
  testId?: string;
  minWidth?: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as T)}
      sx={{ minWidth: props.minWidth ?? 190 }}
      slotProps={props.testId ? { htmlInput: { 'data-testid': props.testId } } : undefined}
    >
      {props.options.map((value) => (
        <MenuItem key={value} value={value}>
          {props.labelOf(value)}
        </MenuItem>
      ))}
    </TextField>
  );
}
