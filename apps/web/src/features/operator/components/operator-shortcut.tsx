import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { useOperatorMe } from '../api/operator';

/**
 * On the dashboard of a user who belongs to no institute, for platform operators only: the way to the
 * operator console. (An operator who is also in an institute opens /operator directly; members of an
 * institute are not asked, to keep the dashboard's requests few.)
 */
export function OperatorShortcut() {
  const { t } = useTranslation();
  const noInstitute = useSessionStore((state) => Boolean(state.session) && !state.session?.instituteId);
  const me = useOperatorMe(noInstitute);
  if (!me.data?.isOperator) return null;
  return (
    <Alert
      severity="info"
      icon={<AdminPanelSettingsOutlinedIcon />}
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <Button component={RouterLink} to="/operator" color="inherit" size="small" data-testid="operator-shortcut">
          {t('operator.shortcut.open')}
        </Button>
      }
    >
      {t('operator.shortcut.body')}
    </Alert>
  );
}
