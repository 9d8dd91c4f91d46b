import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { setColorMode, usePreferences } from '../preferences-store';

export function ModeToggle() {
  const { t } = useTranslation();
  const mode = usePreferences((state) => state.mode);
  const label = mode === 'dark' ? t('shell.lightMode') : t('shell.darkMode');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        data-testid="mode-toggle"
        onClick={() => setColorMode(mode === 'dark' ? 'light' : 'dark')}
      >
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
