import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { BLOOM_REPORT_LETTERS } from '@bright/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §2's Bloom's taxonomy info dialog: what each report letter stands for. */
export function BloomInfoButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton onClick={() => setOpen(true)} aria-label={t('assessmentResults.bloom.info')} data-testid="bloom-info">
        <InfoOutlinedIcon />
      </IconButton>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" data-testid="bloom-info-dialog">
        <DialogTitle>{t('assessmentResults.bloom.infoTitle')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1 }}>{t('assessmentResults.bloom.infoIntro')}</Typography>
          <List dense>
            {BLOOM_REPORT_LETTERS.map((entry) => (
              <ListItem key={entry.letter} disableGutters>
                <ListItemText
                  primary={`${entry.letter} · ${t(`assessmentResults.bloom.label.${entry.level}`)}`}
                  secondary={t(`assessmentResults.bloom.describe.${entry.level}`)}
                />
              </ListItem>
            ))}
            <ListItem disableGutters>
              <ListItemText
                primary={t('assessmentResults.bloom.uncategorised')}
                secondary={t('assessmentResults.bloom.describeUncategorised')}
              />
            </ListItem>
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('assessmentResults.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
