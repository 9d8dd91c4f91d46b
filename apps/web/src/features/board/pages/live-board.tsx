import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getSocket } from '../../../lib/socket';
import { QueryState } from '../../../lib/ui/query-state';
import { useBoard } from '../api/board-api';
import { BoardEditor, type LiveBoardControl } from '../components/board-editor';

export type { LiveBoardControl };

/** A lesson's board inside a live class: the class drives the page shown and who writes. */
export function LiveBoard({ lessonId, control }: { lessonId: string; control: LiveBoardControl }) {
  const { t } = useTranslation();
  const board = useBoard(lessonId);
  useEffect(() => void getSocket('/board'), []);
  return (
    <QueryState
      query={board}
      errorText={t('board.loadFailed')}
      empty={t('board.loadFailed')}
      isEmpty={(info) => info.pages.length === 0}
      loadingHeight={400}
    >
      {(info) => <BoardEditor key={info.lessonId} info={info} live={control} />}
    </QueryState>
  );
}
