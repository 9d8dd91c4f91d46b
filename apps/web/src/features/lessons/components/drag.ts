import { type DragEvent, useState } from 'react';

/** The drag data type of a lesson being dragged onto a folder or a breadcrumb. */
const LESSON_DRAG = 'application/x-bright-lesson';

export const lessonDragProps = (lessonId: string) => ({
  draggable: true,
  onDragStart: (event: DragEvent) => {
    event.dataTransfer.setData(LESSON_DRAG, lessonId);
    event.dataTransfer.effectAllowed = 'move';
  },
});

/** A place a lesson may be dropped on (a folder, a breadcrumb): highlighted while one is over it. */
export function useDropTarget(onLesson: ((lessonId: string) => void) | undefined) {
  const [over, setOver] = useState(false);
  if (!onLesson) return { over: false, props: {} };
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(LESSON_DRAG);
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
        const lessonId = event.dataTransfer.getData(LESSON_DRAG);
        if (!lessonId) return;
        event.preventDefault();
        // The drop would otherwise reach a page-wide handler (My Files takes dropped files).
        event.stopPropagation();
        onLesson(lessonId);
      },
    },
  };
}
