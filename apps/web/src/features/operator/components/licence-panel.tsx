import {
  ACCOUNT_TYPES,
  LIMIT_KEYS,
  type LimitKey,
  type OperatorInstitute,
  PLAN_CODES,
  type PlanCode,
} from '@bright/contracts';
import { Box, Button, Divider, FormControlLabel, Skeleton, Stack, Switch, TextField, Typography } from '@mui/material';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../lib/ui/number-field';
import { SelectField } from '../../../lib/ui/select-field';
import { showSnackbar } from '../../../lib/ui-store';
import {
  useAddStorage,
  useChangePlan,
  useCreateLicence,
  useOperatorLicence,
  useSetActive,
  useTopUp,
  useTransferLimits,
} from '../api/operator';
import { UserText } from '../../../lib/ui/user-text';

/** A one-line form: fields, then its button. */
function ActionRow({
  title,
  children,
  onSubmit,
  label,
  busy,
  testId,
}: {
  title: string;
  children: ReactNode;
  onSubmit: () => void;
  label: string;
  busy: boolean;
  testId: string;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        {children}
        <Button type="submit" variant="outlined" disabled={busy} data-testid={testId} sx={{ flexShrink: 0 }}>
          {label}
        </Button>
      </Stack>
    </Box>
  );
}

const planSelect = (value: PlanCode, onChange: (code: PlanCode) => void, label: string, testId: string) => (
  <SelectField
    label={label}
    value={value}
    options={PLAN_CODES.map((code) => ({ value: code, label: code }))}
    onChange={onChange}
    minWidth={200}
    testId={testId}
  />
);

const amount = (text: string) => Number.parseInt(text, 10);

function CreateLicence({ code }: { code: string }) {
  const { t } = useTranslation();
  const create = useCreateLicence();
  const [plan, setPlan] = useState<PlanCode>('STARTER_PLAN');
  const [accountType, setAccountType] = useState<(typeof ACCOUNT_TYPES)[number] | ''>('');
  const [trialDays, setTrialDays] = useState('');
  const submit = () =>
    create.mutate(
      {
        instituteKneuraId: code,
        planCode: plan,
        ...(accountType ? { accountType } : {}),
        ...(trialDays ? { trialDays: amount(trialDays) } : {}),
      },
      { onSuccess: () => showSnackbar(t('operator.licence.created'), 'success') },
    );
  return (
    <ActionRow
      title={t('operator.licence.createTitle')}
      onSubmit={submit}
      label={t('operator.licence.create')}
      busy={create.isPending}
      testId="operator-create-licence"
    >
      {planSelect(plan, setPlan, t('operator.licence.plan'), 'operator-create-plan')}
      <SelectField
        label={t('operator.licence.accountType')}
        value={accountType}
        emptyLabel={t('operator.licence.planDefault')}
        options={ACCOUNT_TYPES.map((type) => ({ value: type, label: type }))}
        onChange={setAccountType}
        minWidth={180}
      />
      <NumberField
        label={t('operator.licence.trialDays')}
        value={trialDays}
        onChange={(event) => setTrialDays(event.target.value)}
        width={140}
      />
    </ActionRow>
  );
}

/** One institute's licence for an operator: its details, and every action the operator tool has. */
export function LicencePanel({ institute }: { institute: OperatorInstitute }) {
  const { t } = useTranslation();
  const code = institute.instituteKneuraId;
  const details = useOperatorLicence(code);
  const changePlan = useChangePlan();
  const setActive = useSetActive();
  const topUp = useTopUp();
  const storage = useAddStorage();
  const transfer = useTransferLimits();
  const [plan, setPlan] = useState<PlanCode>(institute.license?.planCode ?? 'STARTER_PLAN');
  const [credits, setCredits] = useState('100');
  const [megabytes, setMegabytes] = useState('1024');
  const [to, setTo] = useState('');
  const [type, setType] = useState<LimitKey>('aiCredits');
  const [moved, setMoved] = useState('10');
  const done = (message: string) => ({ onSuccess: () => showSnackbar(message, 'success') });
  const data = details.data;
  return (
    <Stack spacing={2} data-testid="operator-licence-panel">
      <Box>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          <UserText>{institute.name}</UserText>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {code}
        </Typography>
      </Box>
      {details.isPending && <Skeleton variant="rounded" height={120} />}
      {data && !data.licenseId && <CreateLicence code={code} />}
      {data?.licenseId && (
        <>
          <Typography variant="body2" data-testid="operator-licence-summary">
            {t('operator.licence.summary', { plan: data.plan?.name, set: data.featureSet, type: data.accountType })}
          </Typography>
          <Stack spacing={0.25}>
            {data.limits.map((limit) => (
              <Typography key={limit.key} variant="body2" color="text.secondary">
                {t(`licences.limits.${limit.key}`)}:{' '}
                {limit.limit === null
                  ? t('licences.limits.unlimitedUsed', { used: limit.used })
                  : t('licences.limits.usedOf', { used: limit.used, limit: limit.limit })}
              </Typography>
            ))}
          </Stack>
          <FormControlLabel
            control={
              <Switch
                checked={data.isActive}
                disabled={setActive.isPending}
                onChange={(_event, isActive) =>
                  setActive.mutate({ instituteKneuraId: code, isActive }, done(t('operator.licence.saved')))
                }
              />
            }
            label={t('operator.licence.active')}
          />
          <Divider />
          <ActionRow
            title={t('operator.licence.changePlan')}
            onSubmit={() =>
              changePlan.mutate({ instituteKneuraId: code, planCode: plan }, done(t('operator.licence.saved')))
            }
            label={t('operator.licence.apply')}
            busy={changePlan.isPending}
            testId="operator-change-plan"
          >
            {planSelect(plan, setPlan, t('operator.licence.plan'), 'operator-plan-select')}
          </ActionRow>
          <ActionRow
            title={t('operator.licence.topUp')}
            onSubmit={() =>
              topUp.mutate({ instituteKneuraId: code, credits: amount(credits) }, done(t('operator.licence.saved')))
            }
            label={t('operator.licence.add')}
            busy={topUp.isPending}
            testId="operator-top-up"
          >
            <NumberField
              label={t('operator.licence.credits')}
              value={credits}
              onChange={(event) => setCredits(event.target.value)}
              width={160}
            />
          </ActionRow>
          <ActionRow
            title={t('operator.licence.addStorage')}
            onSubmit={() =>
              storage.mutate(
                { instituteKneuraId: code, storageMb: amount(megabytes) },
                done(t('operator.licence.saved')),
              )
            }
            label={t('operator.licence.add')}
            busy={storage.isPending}
            testId="operator-add-storage"
          >
            <NumberField
              label={t('operator.licence.megabytes')}
              value={megabytes}
              onChange={(event) => setMegabytes(event.target.value)}
              width={160}
            />
          </ActionRow>
          <ActionRow
            title={t('operator.licence.transfer')}
            onSubmit={() =>
              transfer.mutate(
                { fromInstituteKneuraId: code, toInstituteKneuraId: to.trim(), type, amount: amount(moved) },
                done(t('operator.licence.saved')),
              )
            }
            label={t('operator.licence.move')}
            busy={transfer.isPending}
            testId="operator-transfer"
          >
            <TextField
              size="small"
              label={t('operator.licence.toCode')}
              value={to}
              onChange={(event) => setTo(event.target.value)}
              sx={{ minWidth: 170 }}
            />
            <SelectField
              label={t('operator.licence.type')}
              value={type}
              options={LIMIT_KEYS.map((key) => ({ value: key, label: t(`licences.limits.${key}`) }))}
              onChange={setType}
              minWidth={150}
            />
            <NumberField
              label={t('operator.licence.amount')}
              value={moved}
              onChange={(event) => setMoved(event.target.value)}
              width={110}
            />
          </ActionRow>
        </>
      )}
    </Stack>
  );
}
