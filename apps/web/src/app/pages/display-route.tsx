import { BOARD_PAGE_SIZE, type BoardItem } from '@bright/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayStage } from '../../features/devices/api/display-client';
import { DisplayPage } from '../../features/devices/pages/display-page';
import { paintPage } from '../../features/board/render/page-renderer';

/** A lesson page on the classroom display, drawn by the whiteboard's own renderer, fitted to the screen. */
function DisplayedBoardPage({ stage }: { stage: DisplayStage }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    const width = element.clientWidth * ratio;
    element.width = width;
    element.height = (width * BOARD_PAGE_SIZE.height) / BOARD_PAGE_SIZE.width;
    paintPage(ctx, stage.items as BoardItem[], null, width / BOARD_PAGE_SIZE.width);
  }, [stage]);
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={t('board.canvasLabel')}
      data-testid="display-canvas"
      style={{ width: 'min(100%, calc((100vh - 64px) * 16 / 9))', aspectRatio: '16 / 9', background: '#fff' }}
    />
  );
}

/** /deviceLoginSuccess: the devices feature's display, with the board feature's page renderer. */
export function DisplayRoute() {
  return <DisplayPage renderPage={(stage) => <DisplayedBoardPage key={stage.id} stage={stage} />} />;
}
