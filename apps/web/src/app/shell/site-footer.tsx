import { Box, Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { siteConfig } from '../../lib/site-config';

const PAGES = [
  { to: '/help', key: 'help.links.help', testId: 'footer-help' },
  { to: '/terms', key: 'help.legal.terms', testId: 'footer-terms' },
  { to: '/privacy', key: 'help.legal.privacy', testId: 'footer-privacy' },
  { to: '/licence', key: 'help.legal.licence', testId: 'footer-licence' },
] as const;

const EXTERNAL = [
  { href: siteConfig.contactUsUrl, key: 'help.links.contactUs', testId: 'footer-contact-us' },
  { href: siteConfig.contactSalesUrl, key: 'help.links.contactSales', testId: 'footer-contact-sales' },
] as const;

/** Every page's footer: Help and Support, the terms, privacy and licence, and the contact links of SPEC §2. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ py: 2, px: 2, borderTop: 1, borderColor: 'divider' }} data-testid="site-footer">
      <Stack
        component="nav"
        aria-label={t('help.footer')}
        direction="row"
        sx={{ flexWrap: 'wrap', justifyContent: 'center', columnGap: 2.5, rowGap: 1 }}
      >
        {PAGES.map((page) => (
          <Link key={page.to} component={RouterLink} to={page.to} variant="body2" data-testid={page.testId}>
            {t(page.key)}
          </Link>
        ))}
        {EXTERNAL.map((link) => (
          <Link
            key={link.key}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            data-testid={link.testId}
          >
            {t(link.key)}
          </Link>
        ))}
      </Stack>
    </Box>
  );
}
