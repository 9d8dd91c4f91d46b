import type { BoardPage } from '@bright/contracts';
import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PageModel } from '../model/page-model';
import { PageThumbnail } from './page-thumbnail';

/** The lesson's pages as thumbnails; the open one is marked, a click (or Enter) opens another. */
export function PageStrip(props: {
  lessonId: string;
  pages: BoardPage[];
  currentId: string | null;
  model: PageModel | null;
  onOpen: (pageId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('board.pages')}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', md: 'column' },
        gap: 1,
        p: 1,
        overflow: 'auto',
        width: { xs: '100%', md: 180 },
        flexShrink: 0,
        bgcolor: 'background.paper',
        borderInlineEnd: { md: 1 },
        borderBottom: { xs: 1, md: 0 },
        borderColor: 'divider',
      }}
    >
      {props.pages.map((page, index) => {
        const current = page.id === props.currentId;
        return (
          <ButtonBase
            key={page.id}
            onClick={() => props.onOpen(page.id)}
            aria-current={current ? 'page' : undefined}
            aria-label={t('board.pageN', { n: index + 1 })}
            data-testid="board-thumb"
            sx={{
              display: 'block',
              flexShrink: 0,
              width: { xs: 96, md: '100%' },
              border: 2,
              borderColor: current ? 'primary.main' : 'divider',
              borderRadius: 1,
              overflow: 'hidden',
              textAlign: 'start',
            }}
          >
            <PageThumbnail
              lessonId={props.lessonId}
              page={page}
              current={current}
              model={current ? props.model : null}
            />
            <Typography variant="caption" sx={{ px: 0.5, display: 'block' }}>
              {index + 1}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
