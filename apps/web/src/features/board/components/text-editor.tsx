import { BOARD_ITEM_LIMITS, type BoardItem } from '@bright/contracts';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { setTextDraft, useEditorStore } from '../model/editor-store';
import { BOARD_FONT, TEXT_LINE_HEIGHT } from '../model/items';
import type { PageModel } from '../model/page-model';
import type { CanvasController } from './canvas-controller';
import { toScreen } from './view-control';

/**
 * Text is typed in a real <textarea dir="auto"> over the board, so the browser handles input methods and
 * the direction (Arabic and Hebrew right to left); the finished text is drawn on the canvas.
 */
export function TextEditor(props: { controller: RefObject<CanvasController | null>; model: PageModel | null }) {
  const { t } = useTranslation();
  const draft = useEditorStore((state) => state.text);
  const ref = useRef<HTMLTextAreaElement>(null);
  const done = useRef(false);

  useEffect(() => {
    done.current = false;
    if (draft) setTimeout(() => ref.current?.focus(), 0);
  }, [draft?.id]);

  if (!draft || !props.controller.current) return null;
  const view = props.controller.current.view;
  const at = toScreen(view, { x: draft.x, y: draft.y });
  const fontSize = draft.size * view.scale;

  const commit = () => {
    if (done.current) return;
    done.current = true;
    const text = (ref.current?.value ?? '').replace(/\s+$/, '').slice(0, BOARD_ITEM_LIMITS.maxText);
    const model = props.model;
    if (model && text) {
      const item: BoardItem = {
        id: draft.id,
        kind: 'text',
        color: draft.color,
        size: draft.size,
        points: [draft.x, draft.y],
        z: draft.z,
        text,
      };
      if (draft.transform) item.transform = draft.transform;
      model.put([item]);
    } else if (model?.items.has(draft.id)) model.remove([draft.id]);
    setTextDraft(null);
  };
  const cancel = () => {
    done.current = true;
    setTextDraft(null);
  };

  return (
    <textarea
      ref={ref}
      dir="auto"
      aria-label={t('board.textLabel')}
      data-testid="board-text-input"
      defaultValue={draft.text}
      rows={Math.max(1, draft.text.split('\n').length)}
      onBlur={commit}
      onPointerDown={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape') cancel();
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) commit();
      }}
      onInput={(event) => {
        const area = event.currentTarget;
        area.rows = Math.max(1, area.value.split('\n').length);
      }}
      style={
        {
          position: 'absolute',
          left: at.x,
          top: at.y,
          minWidth: Math.max(120, fontSize * 4),
          font: `${fontSize}px ${BOARD_FONT}`,
          lineHeight: TEXT_LINE_HEIGHT,
          color: draft.color,
          background: 'rgba(255,255,255,0.85)',
          border: '1px dashed #1570ef',
          outline: 'none',
          padding: 0,
          margin: 0,
          resize: 'none',
          overflow: 'hidden',
          fieldSizing: 'content',
          zIndex: 2,
        } as React.CSSProperties
      }
    />
  );
}
