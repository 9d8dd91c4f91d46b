import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../lib/ui/query-state';
import { UserText, userTextBlock } from '../../../lib/ui/user-text';
import { useSource } from '../api/notebooks';
import { clock } from '../paths';

export interface SourceTarget {
  sourceId: string;
  passageId?: string;
}

/** A source's passages, page by page (or by time), scrolled to the cited passage, which is highlighted. */
export function SourceDialog({ target, onClose }: { target: SourceTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const source = useSource(target?.sourceId ?? null);
  const marked = useRef<HTMLElement | null>(null);
  useEffect(() => {
    marked.current?.scrollIntoView({ block: 'center' });
  }, [source.data, target?.passageId]);
  return (
    <Dialog
      open={Boolean(target)}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      scroll="paper"
      aria-labelledby="source-title"
    >
      <DialogTitle id="source-title">
        <UserText>{source.data?.title ?? t('notebooks.source')}</UserText>
      </DialogTitle>
      <DialogContent dividers data-testid="source-dialog">
        <QueryState
          query={source}
          errorText={t('notebooks.loadFailed')}
          empty={t('notebooks.noPassages')}
          isEmpty={(data) => data.passages.length === 0}
        >
          {(data) =>
            data.passages.map((passage, index) => {
              const here = passage.id === target?.passageId;
              const heading = passage.page !== null && passage.page !== data.passages[index - 1]?.page;
              return (
                <Box key={passage.id}>
                  {heading && (
                    <Typography variant="overline" component="h3" data-testid={`page-${passage.page}`}>
                      {t('notebooks.page', { page: passage.page })}
                    </Typography>
                  )}
                  {passage.startSeconds !== null && (
                    <Typography variant="overline" component="h3">
                      {clock(passage.startSeconds)}
                    </Typography>
                  )}
                  <Typography
                    ref={here ? marked : undefined}
                    {...userTextBlock}
                    data-testid={here ? 'cited-passage' : undefined}
                    data-page={passage.page ?? ''}
                    sx={{
                      mb: 2,
                      p: here ? 1 : 0,
                      whiteSpace: 'pre-wrap',
                      borderRadius: 1,
                      bgcolor: here ? 'action.selected' : undefined,
                      outline: here ? '2px solid' : undefined,
                      outlineColor: 'secondary.main',
                    }}
                  >
                    {passage.text}
                  </Typography>
                </Box>
              );
            })
          }
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('notebooks.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
