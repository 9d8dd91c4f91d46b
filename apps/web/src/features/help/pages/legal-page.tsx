import { Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TextPage } from '../components/text-page';
import type { LegalDocument } from '../help-content';

const AGPL_URL = 'https://www.gnu.org/licenses/agpl-3.0.html';

/** /terms, /privacy and /licence: plain paragraphs; the licence links to the full AGPL text. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  return (
    <TextPage title={t(`help.legal.${document}`)} testId={`legal-${document}`}>
      {(content) => (
        <Stack spacing={1.5}>
          {content[document].map((paragraph) => (
            <Typography key={paragraph}>{paragraph}</Typography>
          ))}
          {document === 'licence' && (
            <Typography>
              <Link href={AGPL_URL} target="_blank" rel="noopener noreferrer" data-testid="agpl-full-text">
                {t('help.fullLicence')}
              </Link>
            </Typography>
          )}
        </Stack>
      )}
    </TextPage>
  );
}
