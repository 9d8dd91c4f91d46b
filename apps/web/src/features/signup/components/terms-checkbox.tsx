import { Checkbox, FormControl, FormControlLabel, FormHelperText, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router';

const DOCUMENTS = ['terms', 'privacy', 'licence'] as const;

/** 'Please agree to the terms & policy before continuing' until it is ticked. */
export function TermsCheckbox(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  errorKey?: string;
  /** The checkbox itself, for a form that focuses the field with a problem. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return (
    <FormControl error={Boolean(props.errorKey)}>
      <FormControlLabel
        control={
          <Checkbox
            checked={props.checked}
            onChange={(event) => props.onChange(event.target.checked)}
            slotProps={{ input: { 'data-testid': 'accept-terms', ref: props.inputRef } as object }}
          />
        }
        label={t('signup.acceptTerms')}
      />
      <Typography variant="body2" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }} data-testid="terms-links">
        {DOCUMENTS.map((document) => (
          // A new tab, so the half-filled form stays as it is.
          <Link key={document} component={RouterLink} to={`/${document}`} target="_blank" rel="noopener">
            {t(`help.legal.${document}`)}
          </Link>
        ))}
      </Typography>
      {props.errorKey && <FormHelperText data-testid="terms-error">{t(props.errorKey)}</FormHelperText>}
    </FormControl>
  );
}
