import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

/**
 * One choice out of a list, as a small outlined select. `emptyLabel` adds a first option with the
 * value '' (such as "All classes"), shown even when nothing is chosen.
 */
export function SelectField<T extends string>({
  value,
  options,
  onChange,
  emptyLabel,
  testId,
  minWidth,
  slotProps,
  sx,
  ...rest
}: Omit<TextFieldProps, 'select' | 'value' | 'onChange'> & {
  value: T | '';
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  emptyLabel?: string;
  testId?: string;
  minWidth?: number;
}) {
  const emptyShown = emptyLabel !== undefined;
  return (
    <TextField
      size="small"
      {...rest}
      select
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      sx={minWidth ? { minWidth, ...sx } : sx}
      slotProps={{
        ...slotProps,
        select: emptyShown ? { displayEmpty: true, ...slotProps?.select } : slotProps?.select,
        inputLabel: emptyShown ? { shrink: true, ...slotProps?.inputLabel } : slotProps?.inputLabel,
        htmlInput: testId ? { 'data-testid': testId, ...slotProps?.htmlInput } : slotProps?.htmlInput,
      }}
    >
      {emptyShown && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
