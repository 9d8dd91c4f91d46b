import { TextField, type TextFieldProps } from '@mui/material';

/**
 * A whole-number input: the numeric keypad on phones, `min`/`max` for the browser's stepper. The value
 * stays the text typed, so a half-typed number is never rewritten under the user; the caller parses it.
 */
export function NumberField({
  min,
  max,
  testId,
  width,
  slotProps,
  sx,
  ...rest
}: Omit<TextFieldProps, 'type'> & { min?: number; max?: number; testId?: string; width?: number }) {
  return (
    <TextField
      size="small"
      {...rest}
      type="number"
      sx={width ? { width, ...sx } : sx}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'numeric', min, max, 'data-testid': testId, ...slotProps?.htmlInput },
      }}
    />
  );
}
