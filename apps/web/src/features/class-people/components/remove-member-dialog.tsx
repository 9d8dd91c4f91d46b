import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';

export function RemoveMemberDialog(props: {
  name: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={props.name !== null}
      title={t('classPeople.remove.title')}
      body={t('classPeople.remove.body', { name: props.name ?? '' })}
      confirmLabel={t('classPeople.remove.confirm')}
      cancelLabel={t('classPeople.cancel')}
      danger
      busy={props.busy}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
      confirmTestId="remove-member-confirm"
    />
  );
}
