import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { PhetSimulation } from '@bright/contracts';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/ui-store';
import { simulationUrl } from '../api/phet';

/**
 * Lessons cannot hold a simulation yet: "add to lesson" copies its link, to paste into a lesson's
 * page or a class post.
 */
async function copyLink(url: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(url);
    showSnackbar(done, 'success');
  } catch {
    showSnackbar(failed, 'error');
  }
}

export function SimulationCard({ sim }: { sim: PhetSimulation }) {
  const { t, i18n } = useTranslation();
  const url = simulationUrl(sim.url, i18n.language);
  const titleId = useId();
  return (
    <Card
      variant="outlined"
      component="li"
      sx={{ display: 'flex', flexDirection: 'column', listStyle: 'none' }}
      data-testid="phet-sim"
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" lang="en" dir="ltr" sx={{ fontWeight: 700 }}>
          {sim.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" lang="en" dir="ltr" sx={{ mt: 0.5 }}>
          {sim.description}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1.5 }}>
          {sim.subjects.map((subject) => (
            <Chip key={subject} size="small" color="primary" variant="outlined" label={t(`phet.subjects.${subject}`)} />
          ))}
          {sim.grades.map((grade) => (
            <Chip key={grade} size="small" label={t(`phet.grades.${grade}`)} />
          ))}
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button
          variant="contained"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon />}
          aria-describedby={titleId}
          data-testid="phet-open"
        >
          {t('phet.open')}
        </Button>
        <Button
          startIcon={<ContentCopyIcon />}
          onClick={() => void copyLink(sim.url, t('phet.copied'), t('phet.copyFailed'))}
          aria-describedby={titleId}
          data-testid="phet-add-to-lesson"
        >
          {t('phet.addToLesson')}
        </Button>
      </CardActions>
    </Card>
  );
}
