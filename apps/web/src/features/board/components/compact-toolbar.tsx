import { BOARD_COLORS, BOARD_SIZES } from '@bright/contracts';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import {
  Box,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setColor, setSize, setTool, useEditorStore } from '../model/editor-store';
import { TOOL_KEYS, type Tool } from '../model/tool-actions';
import { COLOUR_NAMES, ICONS, SizeDot, Swatch } from './tool-icons';

/** Always in view on a phone; the shapes and text are one tap away in the "More tools" menu. */
const MAIN_TOOLS: Tool[] = ['select', 'pen', 'highlighter', 'eraser', 'pan'];
const MORE_TOOLS: Tool[] = ['line', 'arrow', 'triangle', 'rectangle', 'circle', 'hexagon', 'text'];

function MenuButton(props: {
  label: string;
  icon: ReactNode;
  testId: string;
  pressed?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={props.label}>
        <IconButton
          size="small"
          aria-label={props.label}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : 'false'}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid={props.testId}
          sx={props.pressed ? { bgcolor: 'action.selected' } : undefined}
        >
          {props.icon}
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {props.children(() => setAnchor(null))}
      </Menu>
    </>
  );
}

/** The board's toolbar in one row at 375 px: five tools, then menus for shapes and text, colour and size. */
export function CompactToolbar() {
  const { t } = useTranslation();
  const { tool, color, size } = useEditorStore();
  const toolLabel = (name: Tool) => `${t(`board.tool.${name}`)} (${TOOL_KEYS[name].toUpperCase()})`;
  const colourIndex = Math.max(0, BOARD_COLORS.indexOf(color));
  const moreChosen = MORE_TOOLS.includes(tool);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }} data-testid="board-toolbar-compact">
      <ToggleButtonGroup
        size="small"
        exclusive
        value={MAIN_TOOLS.includes(tool) ? tool : null}
        onChange={(_event, value: Tool | null) => value && setTool(value)}
        aria-label={t('board.tools')}
      >
        {MAIN_TOOLS.map((name) => (
          <ToggleButton key={name} value={name} aria-label={toolLabel(name)} data-testid={`tool-${name}`}>
            {ICONS[name]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <MenuButton
        label={t('board.moreTools')}
        icon={moreChosen ? ICONS[tool] : <MoreHoriz />}
        pressed={moreChosen}
        testId="board-more-tools"
      >
        {(close) =>
          MORE_TOOLS.map((name) => (
            <MenuItem
              key={name}
              selected={tool === name}
              onClick={() => {
                setTool(name);
                close();
              }}
              data-testid={`tool-menu-${name}`}
            >
              <ListItemIcon>{ICONS[name]}</ListItemIcon>
              <ListItemText>{toolLabel(name)}</ListItemText>
            </MenuItem>
          ))
        }
      </MenuButton>
      <MenuButton
        label={t('board.colourChosen', { colour: t(`board.colours.${COLOUR_NAMES[colourIndex]}`) })}
        icon={<Swatch value={color} />}
        testId="board-colour-menu"
      >
        {(close) =>
          BOARD_COLORS.map((value, index) => (
            <MenuItem
              key={value}
              selected={value === color}
              onClick={() => {
                setColor(value);
                close();
              }}
              data-testid={`colour-menu-${index}`}
            >
              <ListItemIcon>
                <Swatch value={value} />
              </ListItemIcon>
              <ListItemText>{t(`board.colours.${COLOUR_NAMES[index]}`)}</ListItemText>
            </MenuItem>
          ))
        }
      </MenuButton>
      <MenuButton label={t('board.sizeValue', { size })} icon={<SizeDot value={size} />} testId="board-size-menu">
        {(close) =>
          BOARD_SIZES.map((value) => (
            <MenuItem
              key={value}
              selected={value === size}
              onClick={() => {
                setSize(value);
                close();
              }}
            >
              <ListItemIcon>
                <SizeDot value={value} />
              </ListItemIcon>
              <ListItemText>{t('board.sizeValue', { size: value })}</ListItemText>
            </MenuItem>
          ))
        }
      </MenuButton>
    </Box>
  );
}
