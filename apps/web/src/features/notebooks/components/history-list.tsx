import { HISTORY_GROUPS, type ThreadSummary, historyGroup } from '@bright/contracts';
import { Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MetaLine, UserText } from '../../../lib/ui/user-text';
import { useNotebookPaths } from '../paths';

/** Threads in SPEC §9's history groups: Today, Yesterday, Last seven days, Older Data. */
export function HistoryList(props: {
  threads: ThreadSummary[];
  selected?: string;
  showAsker?: boolean;
  showNotebook?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const paths = useNotebookPaths();
  const now = new Date();
  return (
    <Box data-testid="thread-history">
      {HISTORY_GROUPS.map((group) => {
        const threads = props.threads.filter((thread) => historyGroup(new Date(thread.updatedAt), now) === group);
        if (threads.length === 0) return null;
        const id = `history-${group}-${props.showAsker ? 'asked' : 'own'}`;
        return (
          <Box key={group} component="section" aria-labelledby={id}>
            <Typography id={id} variant="overline" component="h3" color="text.secondary">
              {t(`notebooks.history.${group}`)}
            </Typography>
            <List dense disablePadding>
              {threads.map((thread) => (
                <ListItem key={thread.id} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={paths.thread(thread.notebookId, thread.id)}
                    selected={thread.id === props.selected}
                    data-testid="thread-link"
                  >
                    <ListItemText
                      primary={<UserText>{thread.title}</UserText>}
                      secondary={
                        <MetaLine
                          parts={[
                            props.showAsker ? thread.askedBy.name : null,
                            props.showNotebook ? thread.notebookName : null,
                            new Date(thread.updatedAt).toLocaleString(i18n.language, {
                              dateStyle: 'medium',
                              timeStyle: 'short',
                            }),
                          ]}
                        />
                      }
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Box>
        );
      })}
    </Box>
  );
}
