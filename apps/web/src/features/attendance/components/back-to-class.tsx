import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function BackToClass({ classId, tab = 'attendance' }: { classId: string; tab?: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={`/classes/${classId}?tab=${tab}`}
      startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('attendance.backToClass')}
    </Button>
  );
}
