import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import type { ClassSummary } from '@bright/contracts';
import { Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { personName } from '../../../lib/format';
import { UserText } from '../../../lib/ui/user-text';

export function ClassCard({ klass }: { klass: ClassSummary }) {
  const { t } = useTranslation();
  const teachers = klass.teachers.map(personName).join(', ');
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/classes/${klass.classId}`}
        sx={{ height: '100%' }}
        data-testid="class-card"
      >
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              <UserText>{klass.name}</UserText>
            </Typography>
            <Chip
              size="small"
              label={t(`classes.relation.${klass.relation}`)}
              color={klass.relation === 'learner' ? 'default' : 'primary'}
              variant="outlined"
            />
          </Stack>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 0.5, minHeight: '1.5em' }}
            noWrap
            title={teachers}
          >
            {teachers ? t('classes.card.teachers', { names: teachers }) : t('classes.card.noTeacher')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', color: 'text.secondary' }}>
            <GroupsOutlinedIcon fontSize="small" aria-hidden />
            <Typography variant="body2">{t('classes.card.students', { count: klass.studentCount })}</Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
