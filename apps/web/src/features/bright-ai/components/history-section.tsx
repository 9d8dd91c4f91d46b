import type { HistoryItem } from '@bright/contracts';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { QueryState } from '../../../lib/ui/query-state';
import { MetaLine, UserText } from '../../../lib/ui/user-text';
import { useHistory } from '../api/bright-tools';
import { EngineChip } from './engine-chip';
import { HistoryResult } from './history-result';

const engineLabel = (item: HistoryItem) => (item.model ? `AI model ${item.model}` : '');

/** The teacher's recent Bright AI results, newest first; one opens read-only with the engine that made it. */
export function HistorySection() {
  const { t, i18n } = useTranslation();
  const history = useHistory();
  const [shown, setShown] = useState<HistoryItem | null>(null);
  return (
    <Box component="section" aria-labelledby="bright-ai-history-title" sx={{ mt: 3 }} data-testid="bright-ai-history">
      <Typography id="bright-ai-history-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('brightAiHub.recent')}
      </Typography>
      <QueryState query={history} errorText={t('brightAiHub.recentError')} empty={t('brightAiHub.recentEmpty')}>
        {(items) => (
          <List dense disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {items.map((item) => (
              <ListItem key={item.id} disablePadding>
                <ListItemButton onClick={() => setShown(item)} data-testid="history-item">
                  <ListItemText
                    primary={<UserText>{item.title}</UserText>}
                    secondary={
                      <MetaLine
                        parts={[
                          t(`brightAiHub.feature.${item.feature}`, { defaultValue: item.feature }),
                          item.engine === 'builtin'
                            ? t('brightAiTools.builtinEngine')
                            : t('brightAiTools.modelEngine', { model: item.model }),
                          formatDateTime(item.createdAt, i18n.language),
                        ]}
                      />
                    }
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
      {shown && (
        <Dialog open onClose={() => setShown(null)} fullWidth maxWidth="md" aria-labelledby="history-result-title">
          <DialogTitle id="history-result-title">
            <UserText>{shown.title}</UserText>
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <EngineChip engine={shown.engine} label={engineLabel(shown)} />
              <HistoryResult result={shown.result} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setShown(null)}>{t('brightAiTools.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
