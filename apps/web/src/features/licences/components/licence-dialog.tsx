import { DIALOG_WIDTH } from '@bright/contracts';
import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
import CloseIcon from '@mui/icons-material/Close';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SdStorageOutlinedIcon from '@mui/icons-material/SdStorageOutlined';
import SpeedIcon from '@mui/icons-material/Speed';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../lib/site-config';
import type { DialogButton, DialogPlan } from '../licence-rules';

const ICONS: Record<DialogPlan['kind'], ReactNode> = {
  locked: <LockOutlinedIcon />,
  notEnabled: <LockOutlinedIcon />,
  trialUsed: <LockOutlinedIcon />,
  limit: <SpeedIcon />,
  dataLimit: <SdStorageOutlinedIcon />,
  trialActivated: <CelebrationOutlinedIcon />,
};

const LABELS: Record<DialogButton, string> = {
  tryFree: 'licences.buttons.tryFree',
  upgrade: 'licences.buttons.upgrade',
  contactUs: 'licences.buttons.contactUs',
  topUp: 'licences.buttons.topUp',
  pricing: 'licences.buttons.pricing',
  ok: 'licences.buttons.ok',
  startUsing: 'licences.buttons.startUsing',
};

/** The one primary button: the trial when offered, else the last one. */
const primaryOf = (buttons: DialogButton[]) => (buttons.includes('tryFree') ? 'tryFree' : buttons.at(-1));

/**
 * The licence dialogs of SPEC §8 (locked, trial used, not enabled, limit over, data limit, trial
 * activated): one layout, the texts and buttons chosen by licence-rules for the viewer.
 */
export function LicenceDialog({
  plan,
  onButton,
  onClose,
  busy = false,
  trialValidTill,
}: {
  plan: DialogPlan | null;
  onButton: (button: DialogButton) => void;
  onClose: () => void;
  busy?: boolean;
  trialValidTill?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const open = Boolean(plan);
  const date = trialValidTill ? new Date(trialValidTill).toLocaleDateString(i18n.language, { dateStyle: 'long' }) : '';
  const featureLabel =
    plan && plan.feature !== 'all' ? t(`licences.features.${plan.feature}`, { defaultValue: plan.feature }) : null;
  const primary = plan ? primaryOf(plan.buttons) : undefined;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      slotProps={{
        paper: {
          sx: { maxWidth: DIALOG_WIDTH },
          'data-testid': plan ? `licence-dialog-${plan.kind}` : undefined,
        } as object,
      }}
      aria-labelledby="licence-dialog-title"
      aria-describedby="licence-dialog-body"
    >
      {plan && (
        <>
          <DialogTitle id="licence-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pr: 6 }}>
            <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
              {ICONS[plan.kind]}
            </Box>
            {t(plan.title)}
            <IconButton
              aria-label={t('licences.buttons.close')}
              onClick={onClose}
              sx={{ position: 'absolute', right: 8, top: 8 }}
            >
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent>
            <Stack spacing={1.5}>
              {(plan.heading || featureLabel) && (
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  {plan.heading && (
                    <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
                      {t(plan.heading)}
                    </Typography>
                  )}
                  {featureLabel && <Chip size="small" color="primary" variant="outlined" label={featureLabel} />}
                </Stack>
              )}
              <Typography id="licence-dialog-body" color="text.secondary">
                {t(plan.body, { date })}
              </Typography>
              {plan.detail && <Typography variant="body2">{t(plan.detail)}</Typography>}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {plan.buttons.map((button) => {
              const common = {
                variant: button === primary ? ('contained' as const) : ('outlined' as const),
                disabled: busy,
                'data-testid': `licence-dialog-${button}`,
                sx: { m: '0 !important', width: { xs: '100%', sm: 'auto' } },
              };
              return button === 'contactUs' ? (
                <Button
                  key={button}
                  {...common}
                  component="a"
                  href={siteConfig.contactUsUrl}
                  target="_blank"
                  rel="noopener"
                  onClick={() => onButton(button)}
                >
                  {t(LABELS[button])}
                </Button>
              ) : (
                <Button key={button} {...common} onClick={() => onButton(button)}>
                  {t(LABELS[button])}
                </Button>
              );
            })}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
