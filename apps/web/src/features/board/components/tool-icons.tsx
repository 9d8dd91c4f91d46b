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
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import type { Tool } from '../model/tool-actions';

/** Each tool's icon, in the toolbar and its compact menu. */
export const ICONS: Record<Tool, ReactNode> = {
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

/** The palette's names, in BOARD_COLORS order (board.colours.*). */
export const COLOUR_NAMES = ['black', 'red', 'orange', 'green', 'blue', 'purple', 'pink', 'white'];

export const Swatch = ({ value }: { value: string }) => (
  <Box
    sx={{ width: 18, height: 18, borderRadius: '50%', bgcolor: value, border: '1px solid', borderColor: 'grey.500' }}
  />
);

export const SizeDot = ({ value }: { value: number }) => (
  <Box
    sx={{
      width: Math.min(20, value + 2),
      height: Math.min(20, value + 2),
      borderRadius: '50%',
      bgcolor: 'text.primary',
    }}
  />
);
