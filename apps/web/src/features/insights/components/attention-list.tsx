import type { ClassInsights } from '@bright/contracts';
import { Chip, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { personName } from '../../../lib/format';
import { UserText } from '../../../lib/ui/user-text';

/** The students who need attention, each with why. */
export function AttentionList({ classId, rows }: { classId: string; rows: ClassInsights['attention'] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Typography color="text.secondary">{t('insights.noAttention')}</Typography>;
  return (
    <List dense data-testid="insights-attention">
      {rows.map((row) => (
        <ListItem key={row.student.id} disableGutters>
          <ListItemText
            primary={
              <Link component={RouterLink} to={`/insights/${classId}/students/${row.student.id}`}>
                <UserText>{personName(row.student)}</UserText>
              </Link>
            }
            secondary={
              <Stack direction="row" component="span" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                {row.reasons.map((reason) => (
                  <Chip
                    key={reason}
                    size="small"
                    component="span"
                    sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
                    label={
                      reason === 'WEAK_TOPIC'
                        ? t('insights.reasons.WEAK_TOPIC', { topics: row.weakTopics.join(', ') })
                        : t(`insights.reasons.${reason}`)
                    }
                  />
                ))}
              </Stack>
            }
            slotProps={{ secondary: { component: 'span' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
