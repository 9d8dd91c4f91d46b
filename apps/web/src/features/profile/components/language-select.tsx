import { UI_LANGUAGES, type UiLanguage, isUiLanguage } from '@bright/contracts';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSaveLanguage } from '../api/profile';

/** The profile's language: switches the UI at once and saves it for every later sign-in. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const save = useSaveLanguage();
  const current = isUiLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <TextField
      select
      label={t('profile.fields.language')}
      value={current}
      onChange={(event) => save.mutate(event.target.value as UiLanguage)}
      disabled={save.isPending}
      helperText={t('profile.languageHelp')}
      slotProps={{
        select: {
          SelectDisplayProps: { 'data-testid': 'profile-language' } as object,
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      {UI_LANGUAGES.map((language) => (
        <MenuItem
          key={language.code}
          value={language.code}
          lang={language.code}
          data-testid={`language-${language.code}`}
        >
          {language.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
