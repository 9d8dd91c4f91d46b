import { type FeatureState, QUICK_SUMMARY_COST } from '@bright/contracts';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emitLicenseEvent } from '../../../lib/license-events';
import { useLicenceDetails, useQuickSummary, useValidateFeature } from '../api/licences';
import { useLicenceStore } from '../licence-store';

const OPEN_STATES: FeatureState[] = ['ENABLED', 'TRIAL_ACTIVE'];

function StateChip({ state, till }: { state: FeatureState; till: string | null }) {
  const { t, i18n } = useTranslation();
  const date = till ? new Date(till).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) : '';
  const open = OPEN_STATES.includes(state);
  return (
    <Chip
      size="small"
      data-testid="bright-ai-state"
      data-state={state}
      icon={open ? undefined : <LockOutlinedIcon />}
      color={open ? 'success' : 'default'}
      variant={open ? 'filled' : 'outlined'}
      label={t(`licences.state.${state}`, { date })}
    />
  );
}

/** The credits line shown before a charged action: what it costs, and what is left this month. */
export function CreditCost({
  cost,
  left,
  limit,
}: {
  cost: number;
  left: number | null | undefined;
  limit: number | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary" data-testid="quick-summary-cost">
      {t('licences.brightAi.cost', { count: cost })}{' '}
      <Box component="span" data-testid="ai-credits-left" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {limit === null
          ? t('licences.brightAi.unlimited')
          : t('licences.brightAi.left', { left: left ?? 0, limit: limit ?? 0 })}
      </Box>
    </Typography>
  );
}

/**
 * Bright AI on the dashboard: opening it checks the licence (validate-license, brightAi); once open, its
 * quick summary is a real action charged one AI credit through the server's enforcement point.
 */
export function BrightAiCard() {
  const { t } = useTranslation();
  const details = useLicenceDetails();
  const validate = useValidateFeature();
  const summary = useQuickSummary();
  const setBrightAi = useLicenceStore((state) => state.setBrightAiLicence);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const brightAi = details.data?.features.find((entry) => entry.feature === 'brightAi');
  const credits = details.data?.limits.find((entry) => entry.key === 'aiCredits');

  const openTool = () => {
    const licenseId = details.data?.licenseId;
    // No licence reads as LITE: the server would answer FEATURE_NOT_ENABLED; there is no id to ask with.
    if (!licenseId) {
      emitLicenseEvent({ type: 'FEATURE_NOT_ENABLED', feature: 'brightAi' });
      return;
    }
    validate.mutate(
      { licenseId, feature: 'brightAi' },
      {
        onSuccess: (use) => {
          setBrightAi({ feature: 'brightAi', aiCreditsLeft: use.left }, true);
          setOpen(true);
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    summary.mutate(text.trim());
  };
  const tooShort = text.trim().length < 40;

  return (
    <Card variant="outlined" data-testid="bright-ai-card" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 1, color: 'primary.main', flexWrap: 'wrap' }}>
          <AutoAwesomeIcon aria-hidden />
          <Typography variant="h6" component="h2" color="text.primary" sx={{ flexGrow: 1 }}>
            {t('licences.brightAi.title')}
          </Typography>
          {brightAi ? <StateChip state={brightAi.state} till={brightAi.trialValidTill} /> : <Skeleton width={120} />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('licences.brightAi.body')}
        </Typography>
        {!open && (
          <Button
            variant="contained"
            onClick={openTool}
            disabled={details.isPending || validate.isPending}
            data-testid="bright-ai-open"
          >
            {t('licences.brightAi.open')}
          </Button>
        )}
        {open && (
          <Box component="form" onSubmit={submit} noValidate>
            <Stack spacing={1.5}>
              <TextField
                label={t('licences.brightAi.textLabel')}
                value={text}
                onChange={(event) => setText(event.target.value)}
                multiline
                minRows={4}
                helperText={t('licences.brightAi.textHelp')}
                slotProps={{ htmlInput: { 'data-testid': 'quick-summary-text', maxLength: 20000 } }}
              />
              <CreditCost cost={QUICK_SUMMARY_COST} left={credits?.left} limit={credits?.limit} />
              <Box>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={tooShort || summary.isPending}
                  data-testid="quick-summary-submit"
                >
                  {t('licences.brightAi.summarise', { count: QUICK_SUMMARY_COST })}
                </Button>
              </Box>
              {summary.data && (
                <Alert severity="success" icon={false} data-testid="quick-summary-result">
                  <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                    {t('licences.brightAi.resultTitle')}
                  </Typography>
                  <List dense disablePadding sx={{ listStyle: 'disc', pl: 2 }}>
                    {summary.data.sentences.map((sentence) => (
                      <ListItem key={sentence} sx={{ display: 'list-item', py: 0.25 }}>
                        {sentence}
                      </ListItem>
                    ))}
                  </List>
                </Alert>
              )}
            </Stack>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
