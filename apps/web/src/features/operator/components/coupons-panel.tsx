import { PLAN_CODES, type PlanCode } from '@bright/contracts';
import {
  Box,
  Button,
  Chip,
  MenuItem,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/ui-store';
import { useCoupons, useCreateCoupon } from '../api/operator';

/** Coupons: make one (a plan, AI credits, or both), and see which were redeemed by whom. */
export function CouponsPanel() {
  const { t } = useTranslation();
  const coupons = useCoupons();
  const create = useCreateCoupon();
  const [code, setCode] = useState('');
  const [plan, setPlan] = useState<PlanCode | ''>('ULTIMATE_PLAN');
  const [credits, setCredits] = useState('0');
  const [days, setDays] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        ...(code.trim() ? { code: code.trim() } : {}),
        ...(plan ? { planCode: plan } : {}),
        aiCredits: Number.parseInt(credits || '0', 10),
        ...(days ? { expiresInDays: Number.parseInt(days, 10) } : {}),
      },
      {
        onSuccess: (coupon) => {
          showSnackbar(t('operator.coupons.created', { code: coupon.code }), 'success');
          setCode('');
        },
      },
    );
  };
  return (
    <Stack spacing={3}>
      <Box component="form" onSubmit={submit} noValidate>
        <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('operator.coupons.createTitle')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            size="small"
            label={t('operator.coupons.code')}
            helperText={t('operator.coupons.codeHelp')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'coupon-new-code', maxLength: 40 } }}
          />
          <TextField
            select
            size="small"
            label={t('operator.licence.plan')}
            value={plan}
            onChange={(event) => setPlan(event.target.value as PlanCode | '')}
            sx={{ minWidth: 200 }}
            helperText=" "
            slotProps={{
              htmlInput: { 'data-testid': 'coupon-new-plan' },
              select: { displayEmpty: true },
              inputLabel: { shrink: true },
            }}
          >
            <MenuItem value="">{t('operator.coupons.noPlan')}</MenuItem>
            {PLAN_CODES.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="number"
            label={t('operator.licence.credits')}
            value={credits}
            onChange={(event) => setCredits(event.target.value)}
            sx={{ width: 140 }}
            helperText=" "
            slotProps={{ htmlInput: { 'data-testid': 'coupon-new-credits' } }}
          />
          <TextField
            size="small"
            type="number"
            label={t('operator.coupons.expiresInDays')}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            sx={{ width: 160 }}
            helperText=" "
          />
          <Button
            type="submit"
            variant="contained"
            disabled={create.isPending}
            data-testid="coupon-create"
            sx={{ mb: { md: 2.75 } }}
          >
            {t('operator.coupons.create')}
          </Button>
        </Stack>
      </Box>
      {coupons.isPending && <Skeleton variant="rounded" height={120} />}
      {coupons.data && coupons.data.length === 0 && (
        <Typography color="text.secondary">{t('operator.coupons.none')}</Typography>
      )}
      {coupons.data && coupons.data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('operator.tabs.coupons')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('operator.coupons.code')}</TableCell>
                <TableCell>{t('operator.licence.plan')}</TableCell>
                <TableCell align="right">{t('operator.licence.credits')}</TableCell>
                <TableCell>{t('operator.coupons.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {coupons.data.map((coupon) => (
                <TableRow key={coupon.code} data-testid={`coupon-row-${coupon.code}`}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{coupon.code}</TableCell>
                  <TableCell>{coupon.planCode ?? '—'}</TableCell>
                  <TableCell align="right">{coupon.aiCredits}</TableCell>
                  <TableCell>
                    {coupon.redeemedBy ? (
                      <Chip size="small" label={t('operator.coupons.redeemedBy', { name: coupon.redeemedBy.name })} />
                    ) : (
                      <Chip size="small" color="success" variant="outlined" label={t('operator.coupons.open')} />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
