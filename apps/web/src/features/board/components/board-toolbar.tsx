import { BOARD_COLORS, BOARD_SIZES } from '@bright/contracts';
import ArrowRightAlt from '@mui/icons-material/ArrowRightAlt';
import AutoFixNormal from '@mui/icons-material/AutoFixNormal';
import BorderColor from '@mui/icons-material/BorderColor';
import ChangeHistory from '@mui/icons-material/ChangeHistory';
import Create from '@mui/icons-material/Create';
import CropSquare from '@mui/icons-material/CropSquare';
import HexagonOutlined from '@mui/icons-material/HexagonOutlined';
import HorizontalRule from '@mui/icons-material/HorizontalRule';
import NearMeOutlined from '@mui/icons-material/NearMeOutlined';
import PanTool from '@mui/icons-material/PanTool';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import TextFields from '@mui/icons-material/TextFields';
import { Box, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setColor, setSize, setTool, useEditorStore } from '../model/editor-store';
import { TOOL_KEYS, type Tool } from '../model/tool-actions';

const ICONS: Record<Tool, ReactNode> = {
  select: <NearMeOutlined />,
  pen: <Create />,
  highlighter: <BorderColor />,
  eraser: <AutoFixNormal />,
  line: <HorizontalRule />,
  arrow: <ArrowRightAlt />,
  triangle: <ChangeHistory />,
  rectangle: <CropSquare />,
  circle: <RadioButtonUnchecked />,
  hexagon: <HexagonOutlined />,
  text: <TextFields />,
  pan: <PanTool />,
};

const COLOUR_NAMES = ['black', 'red', 'orange', 'green', 'blue', 'purple', 'pink', 'white'];
const EDIT_TOOLS = Object.keys(ICONS) as Tool[];

/** Tools, colours and sizes; each tool's key is in its name and tooltip. */
export function BoardToolbar(props: { readOnly: boolean }) {
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
                <Box
                  sx={{
                    width: 18,
                    height: 18,
                    borderRadius: '50%',
                    bgcolor: value,
                    border: '1px solid',
                    borderColor: 'grey.500',
                  }}
                />
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
                <Box
                  sx={{
                    width: Math.min(20, value + 2),
                    height: Math.min(20, value + 2),
                    borderRadius: '50%',
                    bgcolor: 'text.primary',
                  }}
                />
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </>
      )}
    </Box>
  );
}
