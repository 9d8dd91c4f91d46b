import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useOperatorMe } from '../api/operator';

/** On the dashboard, for platform operators only: the way to the operator console. */
export function OperatorShortcut() {
  const { t } = useTranslation();
  const me = useOperatorMe();
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
