import CloudDone from '@mui/icons-material/CloudDone';
import CloudOff from '@mui/icons-material/CloudOff';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../model/editor-store';

/** "Saving..." until the server acknowledges every change stored, then "All changes saved". */
export function SaveStatus() {
  const { t } = useTranslation();
  const save = useEditorStore((state) => state.save);
  const icon =
    save === 'saved' ? (
      <CloudDone fontSize="small" />
    ) : save === 'offline' ? (
      <CloudOff fontSize="small" />
    ) : (
      <CloudUpload fontSize="small" />
    );
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="board-save"
      data-state={save}
      sx={{ display: 'flex', gap: 0.5, alignItems: 'center', color: 'text.secondary' }}
    >
      {icon}
      <Typography variant="body2">{t(`board.save.${save}`)}</Typography>
    </Box>
  );
}
