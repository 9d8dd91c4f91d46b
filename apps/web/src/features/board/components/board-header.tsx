import ArrowBack from '@mui/icons-material/ArrowBack';
import FitScreen from '@mui/icons-material/FitScreen';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Redo from '@mui/icons-material/Redo';
import Slideshow from '@mui/icons-material/Slideshow';
import Undo from '@mui/icons-material/Undo';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SaveStatus } from './save-status';

function HeaderButton(props: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  testId?: string;
  pressed?: boolean;
}) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton
          size="small"
          aria-label={props.label}
          aria-pressed={props.pressed}
          onClick={props.onClick}
          disabled={props.disabled}
          data-testid={props.testId}
        >
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export interface HeaderProps {
  name: string;
  readOnly: boolean;
  present: boolean;
  fullscreen: boolean;
  exporting: string | null;
  onUndo: () => void;
  onRedo: () => void;
  onZoom: (factor: number) => void;
  onFit: () => void;
  onFullscreen: () => void;
  onPresent: () => void;
  onDownload: () => void;
}

/** The lesson's name, the save state, undo and redo, zoom, fullscreen, present and the PDF download. */
export function BoardHeader(props: HeaderProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', px: 1, py: 0.5 }}>
      <Tooltip title={t('board.back')}>
        <IconButton size="small" component={Link} to="/dashboard/content" aria-label={t('board.back')}>
          <ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        </IconButton>
      </Tooltip>
      <Typography component="h1" variant="h6" noWrap dir="auto" sx={{ flex: '1 1 120px', minWidth: 0 }}>
        {props.name}
      </Typography>
      {!props.readOnly && <SaveStatus />}
      {props.readOnly && (
        <Typography variant="body2" color="text.secondary" data-testid="board-read-only">
          {t('board.readOnly')}
        </Typography>
      )}
      {!props.readOnly && (
        <>
          <HeaderButton label={t('board.undo')} icon={<Undo />} onClick={props.onUndo} testId="board-undo" />
          <HeaderButton label={t('board.redo')} icon={<Redo />} onClick={props.onRedo} testId="board-redo" />
        </>
      )}
      <Tooltip title={t('board.shortcuts')}>
        <IconButton size="small" aria-label={t('board.shortcuts')}>
          <KeyboardOutlined />
        </IconButton>
      </Tooltip>
      <HeaderButton label={t('board.zoomOut')} icon={<ZoomOut />} onClick={() => props.onZoom(0.8)} />
      <HeaderButton label={t('board.zoomIn')} icon={<ZoomIn />} onClick={() => props.onZoom(1.25)} />
      <HeaderButton label={t('board.fit')} icon={<FitScreen />} onClick={props.onFit} />
      <HeaderButton
        label={props.fullscreen ? t('board.exitFullscreen') : t('board.fullscreen')}
        icon={props.fullscreen ? <FullscreenExit /> : <Fullscreen />}
        onClick={props.onFullscreen}
      />
      <HeaderButton
        label={t('board.present')}
        icon={<Slideshow />}
        onClick={props.onPresent}
        pressed={props.present}
        testId="board-present"
      />
      <HeaderButton
        label={props.exporting ?? t('board.download')}
        icon={<PictureAsPdf />}
        onClick={props.onDownload}
        disabled={props.exporting !== null}
        testId="board-download"
      />
    </Box>
  );
}
