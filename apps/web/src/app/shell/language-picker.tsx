import { UI_LANGUAGES, type UiLanguage, isUiLanguage } from '@bright/contracts';
import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n';

export function LanguagePicker({ onChange }: { onChange?: (language: UiLanguage) => void }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = async (code: UiLanguage) => {
    setAnchor(null);
    await changeLanguage(code);
    onChange?.(code);
  };
  return (
    <>
      <Tooltip title={t('shell.language')}>
        <IconButton
          color="inherit"
          aria-label={t('shell.language')}
          aria-haspopup="menu"
          data-testid="language-picker"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {UI_LANGUAGES.map((language) => (
          <MenuItem
            key={language.code}
            lang={language.code}
            selected={isUiLanguage(i18n.language) && i18n.language === language.code}
            onClick={() => void choose(language.code)}
          >
            <ListItemText primary={language.name} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
