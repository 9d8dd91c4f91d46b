import { Box } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteParams } from '../../../lib/route-params';
import { getSocket } from '../../../lib/socket';
import { QueryState } from '../../../lib/ui/query-state';
import { useBoard } from '../api/board-api';
import { BoardEditor } from '../components/board-editor';

/** /dashboard/lesson/:lessonId: a lesson's whiteboard (its own chunk, loaded on first use). */
export function BoardPage({ ownerAction }: { ownerAction?: (lessonId: string) => React.ReactNode }) {
  const { t } = useTranslation();
  const { lessonId = '' } = useRouteParams<'lessonId'>('/dashboard/lesson/:lessonId');
  const board = useBoard(lessonId);
  // The board's connection opens while the lesson's pages load, not after.
  useEffect(() => void getSocket('/board'), []);
  return (
    <QueryState
      query={board}
      errorText={t('board.loadFailed')}
      empty={t('board.loadFailed')}
      isEmpty={(info) => info.pages.length === 0}
      loadingHeight={400}
    >
      {(info) => (
        <Box>
          <BoardEditor key={info.lessonId} info={info} ownerAction={ownerAction} />
        </Box>
      )}
    </QueryState>
  );
}
