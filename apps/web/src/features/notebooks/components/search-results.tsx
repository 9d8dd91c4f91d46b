import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../lib/ui/query-state';
import { MetaLine, userTextBlock } from '../../../lib/ui/user-text';
import { useSearch } from '../api/notebooks';
import { clock } from '../paths';
import { SourceDialog, type SourceTarget } from './source-dialog';

/** Snippet text with the matched words (between << and >>) in bold. */
function Snippet({ text }: { text: string }) {
  return (
    <Typography variant="body2" component="span" {...userTextBlock}>
      {text
        .split(/(<<[^>]*>>)/g)
        .map((part, index) =>
          part.startsWith('<<') ? <strong key={index}>{part.slice(2, -2)}</strong> : <span key={index}>{part}</span>,
        )}
    </Typography>
  );
}

/** What a search across all the caller's notebooks found, each opening its passage in its source. */
export function SearchResults({ q }: { q: string }) {
  const { t } = useTranslation();
  const search = useSearch(q);
  const [open, setOpen] = useState<SourceTarget | null>(null);
  return (
    <>
      <QueryState
        query={search}
        errorText={t('notebooks.loadFailed')}
        empty={t('notebooks.noHits')}
        isEmpty={(data) => data.hits.length === 0}
      >
        {(data) => (
          <List dense data-testid="search-results" aria-label={t('notebooks.searchResults')}>
            {data.hits.map((hit) => (
              <ListItem key={hit.passageId} disablePadding>
                <ListItemButton
                  onClick={() => setOpen({ sourceId: hit.sourceId, passageId: hit.passageId })}
                  data-testid="search-hit"
                >
                  <ListItemText
                    primary={
                      <MetaLine
                        parts={[
                          hit.notebookName,
                          hit.sourceTitle,
                          hit.page !== null
                            ? t('notebooks.page', { page: hit.page })
                            : hit.startSeconds !== null
                              ? clock(hit.startSeconds)
                              : null,
                        ]}
                      />
                    }
                    secondary={<Snippet text={hit.snippet} />}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
      <SourceDialog target={open} onClose={() => setOpen(null)} />
    </>
  );
}
