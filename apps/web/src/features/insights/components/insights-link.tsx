import InsightsIcon from '@mui/icons-material/Insights';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The class page's way into the class's Insights (teachers and admins). */
export function InsightsLink({ classId }: { classId: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={`/insights/${classId}`}
      variant="outlined"
      startIcon={<InsightsIcon />}
      sx={{ alignSelf: 'flex-start' }}
      data-testid="open-insights"
    >
      {t('insights.open')}
    </Button>
  );
}
