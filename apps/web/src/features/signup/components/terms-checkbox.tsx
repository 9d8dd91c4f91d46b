import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** 'Please agree to the terms & policy before continuing' until it is ticked. */
export function TermsCheckbox(props: { checked: boolean; onChange: (checked: boolean) => void; errorKey?: string }) {
  const { t } = useTranslation();
  return (
    <FormControl error={Boolean(props.errorKey)}>
      <FormControlLabel
        control={
          <Checkbox
            checked={props.checked}
            onChange={(event) => props.onChange(event.target.checked)}
            slotProps={{ input: { 'data-testid': 'accept-terms' } as object }}
          />
        }
        label={t('signup.acceptTerms')}
      />
      {props.errorKey && <FormHelperText data-testid="terms-error">{t(props.errorKey)}</FormHelperText>}
    </FormControl>
  );
}
