import { type DragEvent, useState } from 'react';

/** What is being dragged: a lesson or a folder, onto a folder or a breadcrumb. */
export interface Dragged {
  kind: 'lesson' | 'folder';
  id: string;
}

const DRAG_TYPES = { lesson: 'application/x-bright-lesson', folder: 'application/x-bright-folder' } as const;

export const dragProps = (dragged: Dragged) => ({
  draggable: true,
  onDragStart: (event: DragEvent) => {
    // The folder's own drop target is under the pointer as the drag starts: it must not take itself.
    event.stopPropagation();
    event.dataTransfer.setData(DRAG_TYPES[dragged.kind], dragged.id);
    event.dataTransfer.effectAllowed = 'move';
  },
});

export const lessonDragProps = (lessonId: string) => dragProps({ kind: 'lesson', id: lessonId });

const draggedOf = (event: DragEvent): Dragged | null => {
  for (const kind of ['lesson', 'folder'] as const) {
    const id = event.dataTransfer.getData(DRAG_TYPES[kind]);
    if (id) return { kind, id };
  }
  return null;
};

/** A place a lesson or a folder may be dropped on (a folder, a breadcrumb): highlighted while one is over it. */
export function useDropTarget(onDrop: ((dragged: Dragged) => void) | undefined) {
  const [over, setOver] = useState(false);
  if (!onDrop) return { over: false, props: {} };
  const accepts = (event: DragEvent) =>
    Object.values(DRAG_TYPES).some((type) => event.dataTransfer.types.includes(type));
  return {
    over,
    props: {
      onDragOver: (event: DragEvent) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        setOver(false);
        const dragged = draggedOf(event);
        if (!dragged) return;
        event.preventDefault();
        // The drop would otherwise reach a page-wide handler (My Files takes dropped files).
        event.stopPropagation();
        onDrop(dragged);
      },
    },
  };
}
