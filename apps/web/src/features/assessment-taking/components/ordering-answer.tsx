import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Button, IconButton, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { moveItem } from '../lib/ordering';
import type { AnswerInputProps } from './question-types';

/**
 * Ordering: the items as a list, each moved with its up and down buttons (keyboard reachable, no
 * dragging needed). Until the student moves one or keeps the order, the question counts as unanswered.
 */
export function OrderingAnswer({ question, value, onChange, disabled }: AnswerInputProps) {
  const { t } = useTranslation();
  const shown = question.options.map((o) => o.id);
  const chosen = value?.selected ?? [];
  // Keep the student's order, adding any item they have not placed (and dropping unknown ones).
  const order = [...chosen.filter((id) => shown.includes(id)), ...shown.filter((id) => !chosen.includes(id))];
  const byId = new Map(question.options.map((o, i) => [o.id, o.title || t('assessmentTaking.optionN', { n: i + 1 })]));
  const move = (index: number, by: -1 | 1) => onChange({ selected: moveItem(order, index, by) });
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('assessmentTaking.orderHint')}
      </Typography>
      <List component="ol" sx={{ p: 0, display: 'grid', gap: 1 }} aria-label={t('assessmentTaking.orderLabel')}>
        {order.map((id, index) => {
          const label = byId.get(id) ?? id;
          return (
            <Paper component={ListItem} key={id} variant="outlined" sx={{ pr: 12 }} data-testid={`order-item-${id}`}>
              <Typography sx={{ minWidth: 28, fontWeight: 700 }}>{index + 1}.</Typography>
              <ListItemText primary={label} sx={{ overflowWrap: 'anywhere' }} />
              <Box sx={{ position: 'absolute', insetInlineEnd: 8, display: 'flex' }}>
                <IconButton
                  onClick={() => move(index, -1)}
                  disabled={disabled || index === 0}
                  aria-label={t('assessmentTaking.moveUp', { item: label })}
                  data-testid={`order-up-${id}`}
                >
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  onClick={() => move(index, 1)}
                  disabled={disabled || index === order.length - 1}
                  aria-label={t('assessmentTaking.moveDown', { item: label })}
                  data-testid={`order-down-${id}`}
                >
                  <ArrowDownwardIcon />
                </IconButton>
              </Box>
            </Paper>
          );
        })}
      </List>
      {chosen.length === 0 && (
        <Button
          sx={{ mt: 1 }}
          onClick={() => onChange({ selected: order })}
          disabled={disabled}
          data-testid="order-keep"
        >
          {t('assessmentTaking.keepOrder')}
        </Button>
      )}
    </Box>
  );
}
