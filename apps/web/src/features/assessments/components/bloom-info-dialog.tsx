import { BLOOM_LEVELS } from '@bright/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** SPEC §2 "Bloom's taxonomy info": the six levels, from remembering to creating. */
export function BloomInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="bloom-info-title" fullWidth maxWidth="sm">
      <DialogTitle id="bloom-info-title">{t('assessments.bloom.infoTitle')}</DialogTitle>
      <DialogContent>
        <List dense>
          {BLOOM_LEVELS.map((level) => (
            <ListItem key={level} disableGutters>
              <ListItemText
                primary={t(`assessments.bloom.${level}`)}
                secondary={t(`assessments.bloom.about.${level}`)}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('assessments.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
