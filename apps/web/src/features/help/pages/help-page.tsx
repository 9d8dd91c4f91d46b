import { Box, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../lib/site-config';
import { useSessionStore } from '../../../lib/session-store';
import { FaqList } from '../components/faq-list';
import { TextPage } from '../components/text-page';
import { MANUAL_ROLES, type ManualRole } from '../help-content';

/** The manual of the signed-in person's own role first; everyone can read the others. */
function useFirstRole(): ManualRole {
  const roles = useSessionStore((state) => state.session?.roles);
  if (roles?.includes('admin')) return 'admin';
  if (roles?.includes('learner')) return 'student';
  return 'teacher';
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** /help: FAQ, the user manual per role, troubleshooting and how to reach a person. */
export function HelpPage() {
  const { t } = useTranslation();
  const firstRole = useFirstRole();
  const [role, setRole] = useState<ManualRole>(firstRole);
  return (
    <TextPage title={t('help.title')} testId="help-page">
      {(content) => (
        <Stack spacing={4}>
          <Typography color="text.secondary">{t('help.intro')}</Typography>
          <Section id="help-faq" title={t('help.faq')}>
            <FaqList items={content.faq} idPrefix="faq" />
          </Section>
          <Section id="help-manual" title={t('help.manual')}>
            <Tabs
              value={role}
              onChange={(_event, value: ManualRole) => setRole(value)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={t('help.manual')}
            >
              {MANUAL_ROLES.map((name) => (
                <Tab key={name} value={name} label={t(`help.roles.${name}`)} data-testid={`manual-tab-${name}`} />
              ))}
            </Tabs>
            <Box component="ol" sx={{ pl: 3, mt: 2, '& li': { mb: 1 } }} data-testid="manual-steps">
              {content.manual[role].map((step) => (
                <Typography component="li" key={step}>
                  {step}
                </Typography>
              ))}
            </Box>
          </Section>
          <Section id="help-troubleshooting" title={t('help.troubleshooting')}>
            <FaqList items={content.troubleshooting} idPrefix="trouble" />
          </Section>
          <Section id="help-contact" title={t('help.contact')}>
            <Typography>
              {t('help.contactText')}{' '}
              <Link
                href={siteConfig.contactUsUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="help-contact-us"
              >
                {t('help.links.contactUs')}
              </Link>
            </Typography>
          </Section>
        </Stack>
      )}
    </TextPage>
  );
}
