import MemoryIcon from '@mui/icons-material/Memory';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Which engine made an output: every result names it (issue 15, "honest labels"). */
export function EngineChip({ engine, label }: { engine: 'builtin' | 'model'; label: string }) {
  const { t } = useTranslation();
  const text =
    engine === 'builtin'
      ? t('brightAiTools.builtinEngine')
      : t('brightAiTools.modelEngine', { model: label.replace(/^AI model /, '') });
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={engine === 'builtin' ? <MemoryIcon /> : <SmartToyOutlinedIcon />}
      label={text}
      data-testid="engine-label"
      data-engine={engine}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}
