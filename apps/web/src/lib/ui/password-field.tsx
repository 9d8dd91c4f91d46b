import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A password input with a show/hide toggle and an i18n error key under it. */
export function PasswordField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorKey?: string;
  testId: string;
  autoComplete?: string;
  /** The input itself, for a form that focuses the field with a problem. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label={props.label}
      type={shown ? 'text' : 'password'}
      autoComplete={props.autoComplete ?? 'new-password'}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      inputRef={props.inputRef}
      error={Boolean(props.errorKey)}
      helperText={props.errorKey ? t(props.errorKey) : ' '}
      slotProps={{
        htmlInput: { 'data-testid': props.testId, maxLength: 200 },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
                onClick={() => setShown((value) => !value)}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
