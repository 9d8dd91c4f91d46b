import type { NameConflictBody } from '@bright/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lessonErrorText } from '../api/lesson-error';
import { lessonConflictOf, useLessonAction } from '../api/lesson-mutations';
import type { PendingAction } from '../api/lessons';
import { ConflictDialog } from './conflict-dialog';

interface Clash {
  name: string;
  conflict: NameConflictBody;
  pending: PendingAction;
  onDone: () => void;
}

/**
 * A create, rename, move or type change: sent as it is, and when its name is taken, the replace or
 * keep-both choice is asked (`dialog`); any other refusal is `error`, for the form that sent it.
 */
export function useGuardedAction() {
  const { t } = useTranslation();
  const action = useLessonAction();
  const [clash, setClash] = useState<Clash | null>(null);
  const run = (pending: PendingAction, name: string, onDone: () => void) =>
    action.mutate(pending, {
      onSuccess: onDone,
      onError: (error) => {
        const conflict = lessonConflictOf(error);
        if (conflict) setClash({ name, conflict, pending, onDone });
      },
    });
  const refused = action.error && !lessonConflictOf(action.error) ? lessonErrorText(t, action.error) : null;
  const dialog = clash && (
    <ConflictDialog
      name={clash.name}
      conflict={clash.conflict}
      pending={clash.pending}
      onClose={() => {
        setClash(null);
        action.reset();
      }}
      onDone={() => {
        setClash(null);
        action.reset();
        clash.onDone();
      }}
    />
  );
  return { run, error: refused, busy: action.isPending, dialog, reset: action.reset };
}
