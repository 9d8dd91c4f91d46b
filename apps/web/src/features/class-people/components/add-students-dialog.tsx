import { DIALOG_WIDTH } from '@bright/contracts';
import { Dialog, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AddStudentsPicker } from './add-students-picker';

/** Adds students of the institute who are not in the class yet. */
export function AddStudentsDialog({ classId, open, onClose }: { classId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTH } } }}
      aria-labelledby="add-students-title"
    >
      <DialogTitle id="add-students-title">{t('classPeople.add.title')}</DialogTitle>
      <AddStudentsPicker classId={classId} onDone={onClose} onCancel={onClose} />
    </Dialog>
  );
}
