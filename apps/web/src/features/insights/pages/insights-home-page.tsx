import InsightsIcon from '@mui/icons-material/Insights';
import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMyClasses } from '../../../lib/class-queries';
import { useSessionStore } from '../../../lib/session-store';
import { QueryState } from '../../../lib/ui/query-state';
import { UserText } from '../../../lib/ui/user-text';

/** /insights: the classes to open, a class's Insights for its teachers, one's own profile for a student. */
export function InsightsHomePage() {
  const { t } = useTranslation();
  const userId = useSessionStore((state) => state.session?.userId);
  const classes = useMyClasses();
  return (
    <Stack spacing={2.5} data-testid="insights-home">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('insights.title')}
      </Typography>
      <QueryState
        query={classes}
        errorText={t('insights.loadError')}
        empty={<Typography>{t('insights.noClasses')}</Typography>}
      >
        {(list) => (
          <Stack spacing={1.5}>
            {list.map((klass) => (
              <Card key={klass.classId} variant="outlined">
                <CardActionArea
                  component={RouterLink}
                  to={
                    klass.relation === 'learner'
                      ? `/insights/${klass.classId}/students/${userId}`
                      : `/insights/${klass.classId}`
                  }
                  data-testid={`insights-class-${klass.classId}`}
                >
                  <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                    <InsightsIcon color="primary" />
                    <Typography sx={{ fontWeight: 700 }}>
                      <UserText>{klass.name}</UserText>
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
