import type { NotebookSummary } from '@bright/contracts';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyClasses } from '../../../lib/class-queries';
import { QueryState } from '../../../lib/ui/query-state';
import { UserText } from '../../../lib/ui/user-text';
import { useNotebookActions } from '../api/notebooks';

/** Share read-only with the classes the teacher teaches; their students use it in self-learn. */
export function ShareDialog({ notebook, onClose }: { notebook: NotebookSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const classes = useMyClasses();
  const actions = useNotebookActions();
  const [chosen, setChosen] = useState(() => new Set(notebook.sharedWith.map((each) => each.classId)));
  const toggle = (classId: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(classId)) next.delete(classId);
      else next.add(classId);
      return next;
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="share-title">
      <DialogTitle id="share-title">{t('notebooks.shareTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('notebooks.shareHelp')}
        </Typography>
        <QueryState
          query={classes}
          errorText={t('notebooks.loadFailed')}
          empty={t('notebooks.noClasses')}
          isEmpty={(list) => !list.some((klass) => klass.abilities.canTeach)}
        >
          {(list) => (
            <FormGroup>
              {list
                .filter((klass) => klass.abilities.canTeach)
                .map((klass) => (
                  <FormControlLabel
                    key={klass.classId}
                    control={<Checkbox checked={chosen.has(klass.classId)} onChange={() => toggle(klass.classId)} />}
                    label={<UserText>{klass.name}</UserText>}
                  />
                ))}
            </FormGroup>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('notebooks.cancel')}</Button>
        <Button
          variant="contained"
          disabled={actions.share.isPending}
          data-testid="save-share"
          onClick={() => actions.share.mutateAsync({ notebookId: notebook.id, classIds: [...chosen] }).then(onClose)}
        >
          {t('notebooks.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
