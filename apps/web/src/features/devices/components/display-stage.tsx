import type { DisplayState } from '@bright/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDisplayLesson, type DisplayStage } from '../api/display-client';

/** How the app draws a page's items (the whiteboard's own renderer, given by the route table). */
export type RenderPage = (stage: DisplayStage) => ReactNode;

/** The lesson its owner opened, on the page the owner turned to, filling the screen in present mode. */
export function DisplayLesson(props: { deviceToken: string; state: DisplayState; renderPage: RenderPage }) {
  const { t } = useTranslation();
  const { state } = props;
  const lesson = useQuery({
    queryKey: ['display-lesson', state.lessonId, state.pageIds.join(',')],
    queryFn: () => fetchDisplayLesson(props.deviceToken),
  });
  const stage = lesson.data?.stages.find((candidate) => candidate.id === state.pageIds[state.pageIndex]);
  return (
    <Stack
      spacing={1}
      data-testid="display-lesson"
      data-page-index={state.pageIndex}
      sx={state.present ? { position: 'fixed', inset: 0, bgcolor: 'grey.900', p: 1, zIndex: 1 } : {}}
    >
      <Typography component="h2" variant="h6" dir="auto" sx={{ color: state.present ? 'common.white' : undefined }}>
        {state.lessonName}{' '}
        <Box component="span" data-testid="display-page" sx={{ fontWeight: 400 }}>
          {t('devices.pageOf', { page: state.pageIndex + 1, count: state.pageIds.length })}
        </Box>
      </Typography>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 0 }}>
        {stage ? props.renderPage(stage) : <Typography color="text.secondary">{t('devices.loadingLesson')}</Typography>}
      </Box>
    </Stack>
  );
}
