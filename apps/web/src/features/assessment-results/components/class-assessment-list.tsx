import type { AssessmentListItem } from '@bright/contracts';
import { Chip, List, ListItem, ListItemButton, ListItemText, Paper, Skeleton, Alert, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useClassAssessments } from '../api/results';
import { UserText } from '../../../lib/ui/user-text';

/** A class's assessments for its teachers; each opens where the caller says. */
export function ClassAssessmentList({
  classId,
  linkTo,
}: {
  classId: string;
  linkTo: (item: AssessmentListItem) => string;
}) {
  const { t } = useTranslation();
  const list = useClassAssessments(classId);
  if (list.isPending) return <Skeleton variant="rounded" height={200} />;
  if (list.isError) return <Alert severity="error">{list.error.message}</Alert>;
  if (list.data.items.length === 0)
    return <Typography color="text.secondary">{t('assessmentResults.noAssessments')}</Typography>;
  return (
    <Paper variant="outlined">
      <List disablePadding data-testid="class-assessments">
        {list.data.items.map((item) => (
          <ListItem key={item.id} disablePadding divider>
            <ListItemButton component={RouterLink} to={linkTo(item)} data-testid="class-assessment">
              <ListItemText
                primary={<UserText>{item.name}</UserText>}
                secondary={t('assessmentResults.listLine', {
                  questions: item.questionCount,
                  submitted: item.submittedCount,
                  assigned: item.assignedCount,
                })}
              />
              <Chip
                size="small"
                color={item.published ? 'success' : 'default'}
                label={item.published ? t('assessmentResults.published') : t('assessmentResults.unpublished')}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
