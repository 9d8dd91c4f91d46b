import RedeemIcon from '@mui/icons-material/Redeem';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../lib/site-config';
import { showSnackbar } from '../../../lib/ui-store';
import { useRedeemCoupon } from '../api/licences';

/** Admins: top up or change plan by a coupon bought from sales (redeemed once). */
export function CouponCard() {
  const { t } = useTranslation();
  const redeem = useRedeemCoupon();
  const [code, setCode] = useState('');
  const card = useRef<HTMLDivElement>(null);
  // 'Top-up AI Credits' in the limit dialog leads here (/UpgradePlan#top-up).
  useEffect(() => {
    if (window.location.hash === '#top-up') card.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    redeem.mutate(code.trim(), {
      onSuccess: (result) => {
        showSnackbar(t('licences.coupon.redeemed', { plan: result.details.plan?.name ?? '' }), 'success');
        setCode('');
      },
    });
  };
  return (
    <Card variant="outlined" id="top-up" ref={card} data-testid="coupon-card">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1, color: 'primary.main' }}>
          <RedeemIcon aria-hidden />
          <Typography variant="h6" component="h2" color="text.primary">
            {t('licences.coupon.title')}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('licences.coupon.body')}
        </Typography>
        <Box component="form" onSubmit={submit} noValidate>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              size="small"
              label={t('licences.coupon.label')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'coupon-code', maxLength: 40, autoCapitalize: 'characters' } }}
              sx={{ flexGrow: 1 }}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={!code.trim() || redeem.isPending}
              data-testid="coupon-redeem"
            >
              {t('licences.coupon.redeem')}
            </Button>
          </Stack>
        </Box>
        <Button href={siteConfig.contactSalesUrl} target="_blank" rel="noopener" size="small" sx={{ mt: 1.5, px: 0 }}>
          {t('licences.coupon.contactSales')}
        </Button>
      </CardContent>
    </Card>
  );
}
