import {
  type FeatureAccess,
  LICENSE_FEATURE_KEYS,
  type LicenseFeature,
  type Plan,
  type PlanLimits,
} from '@bright/contracts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Chip,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/ui-store';
import { useAllPlans, useUpdatePlan } from '../api/operator';

const LIMIT_FIELDS: Array<keyof PlanLimits> = [
  'maxTeachers',
  'maxStudents',
  'maxClasses',
  'aiCreditsPerPeriod',
  'liveSessionsPerDay',
  'storageMb',
];

/** One plan's editor: limits (empty is unlimited) and how each feature is offered. */
function PlanEditor({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const update = useUpdatePlan();
  const [limits, setLimits] = useState(() =>
    Object.fromEntries(
      LIMIT_FIELDS.map((field) => [field, plan.limits[field] === null ? '' : String(plan.limits[field])]),
    ),
  );
  const [features, setFeatures] = useState(() => {
    const access = new Map(plan.features.map((entry) => [entry.feature, entry.access]));
    return Object.fromEntries(LICENSE_FEATURE_KEYS.map((feature) => [feature, access.get(feature) ?? 'NONE']));
  });
  const save = () => {
    const chosen = Object.entries(features).filter(([, access]) => access !== 'NONE') as Array<
      [LicenseFeature, FeatureAccess]
    >;
    update.mutate(
      {
        code: plan.code,
        limits: Object.fromEntries(
          LIMIT_FIELDS.map((field) => [field, limits[field] === '' ? null : Number.parseInt(limits[field]!, 10)]),
        ),
        features: Object.fromEntries(chosen),
      },
      { onSuccess: () => showSnackbar(t('operator.plans.saved', { name: plan.name }), 'success') },
    );
  };
  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {LIMIT_FIELDS.map((field) => (
          <TextField
            key={field}
            size="small"
            type="number"
            label={t(`operator.plans.limits.${field}`)}
            placeholder={t('plans.unlimited')}
            value={limits[field]}
            onChange={(event) => setLimits((current) => ({ ...current, [field]: event.target.value }))}
          />
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {LICENSE_FEATURE_KEYS.map((feature) => (
          <TextField
            key={feature}
            select
            size="small"
            label={t(`licences.features.${feature}`)}
            value={features[feature]}
            onChange={(event) => setFeatures((current) => ({ ...current, [feature]: event.target.value }))}
          >
            {['INCLUDED', 'TRIAL', 'NONE'].map((value) => (
              <MenuItem key={value} value={value}>
                {t(`operator.plans.access.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      <Box>
        <Button variant="contained" onClick={save} disabled={update.isPending} data-testid={`plan-save-${plan.code}`}>
          {t('operator.plans.save')}
        </Button>
      </Box>
    </Stack>
  );
}

/** Plans are data: operators edit them here, and every licence on a plan follows. */
export function PlansPanel() {
  const { t } = useTranslation();
  const plans = useAllPlans();
  if (plans.isPending) return <Skeleton variant="rounded" height={200} />;
  return (
    <Stack spacing={1}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('operator.plans.body')}
      </Typography>
      {plans.data?.map((plan) => (
        <Accordion
          key={plan.code}
          variant="outlined"
          disableGutters
          slotProps={{ transition: { unmountOnExit: true } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 700 }}>{plan.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {plan.code}
              </Typography>
              <Chip size="small" variant="outlined" label={t('operator.plans.group', { group: plan.group })} />
              {plan.featureSet === 'LITE' && <Chip size="small" label="LITE" />}
            </Stack>
          </AccordionSummary>
          <AccordionDetails>
            <PlanEditor plan={plan} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Stack>
  );
}
