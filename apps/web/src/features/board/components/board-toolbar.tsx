import { BOARD_COLORS, BOARD_SIZES } from '@bright/contracts';
import { Box, ToggleButton, ToggleButtonGroup, Tooltip, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { setColor, setSize, setTool, useEditorStore } from '../model/editor-store';
import { TOOL_KEYS, type Tool } from '../model/tool-actions';
import { CompactToolbar } from './compact-toolbar';
import { COLOUR_NAMES, ICONS, SizeDot, Swatch } from './tool-icons';

const EDIT_TOOLS = Object.keys(ICONS) as Tool[];

/**
 * Tools, colours and sizes; each tool's key is in its name and tooltip. On a phone the compact toolbar
 * keeps one row: the drawing tools, then shapes and text, colour and size behind menus.
 */
export function BoardToolbar(props: { readOnly: boolean }) {
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'));
  return compact && !props.readOnly ? <CompactToolbar /> : <FullToolbar readOnly={props.readOnly} />;
}

function FullToolbar(props: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { tool, color, size } = useEditorStore();
  const tools = props.readOnly ? (['pan'] as Tool[]) : EDIT_TOOLS;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={tool}
        onChange={(_event, value: Tool | null) => value && setTool(value)}
        aria-label={t('board.tools')}
        sx={{ flexWrap: 'wrap' }}
      >
        {tools.map((name) => {
          const label = `${t(`board.tool.${name}`)} (${TOOL_KEYS[name].toUpperCase()})`;
          return (
            <Tooltip key={name} title={label}>
              <ToggleButton value={name} aria-label={label} data-testid={`tool-${name}`}>
                {ICONS[name]}
              </ToggleButton>
            </Tooltip>
          );
        })}
      </ToggleButtonGroup>
      {!props.readOnly && (
        <>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={color}
            onChange={(_e, value: string | null) => value && setColor(value)}
            aria-label={t('board.colour')}
          >
            {BOARD_COLORS.map((value, index) => (
              <ToggleButton
                key={value}
                value={value}
                aria-label={t(`board.colours.${COLOUR_NAMES[index]}`)}
                data-testid={`colour-${index}`}
              >
                <Swatch value={value} />
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={size}
            onChange={(_e, value: number | null) => value && setSize(value)}
            aria-label={t('board.size')}
          >
            {BOARD_SIZES.map((value) => (
              <ToggleButton key={value} value={value} aria-label={t('board.sizeValue', { size: value })}>
                <SizeDot value={value} />
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </>
      )}
    </Box>
  );
}
