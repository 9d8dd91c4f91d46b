import type { Citation } from '@bright/contracts';
import { Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { userTextBlock } from '../../../lib/ui/user-text';
import { clock } from '../paths';
import type { SourceTarget } from './source-dialog';

/** An answer with its [n] citations as links to the cited passage (its source, page or time). */
export function AnswerText(props: { content: string; citations: Citation[]; onOpen: (target: SourceTarget) => void }) {
  const { t } = useTranslation();
  const byNumber = new Map(props.citations.map((citation) => [citation.n, citation]));
  const parts = props.content.split(/(\[\d+\])/g);
  return (
    <Typography component="div" {...userTextBlock} sx={{ whiteSpace: 'pre-wrap' }}>
      {parts.map((part, index) => {
        const n = /^\[(\d+)\]$/.exec(part)?.[1];
        const citation = n ? byNumber.get(Number(n)) : undefined;
        if (!citation) return <span key={index}>{part}</span>;
        const where =
          citation.page !== null
            ? t('notebooks.page', { page: citation.page })
            : citation.startSeconds !== null
              ? clock(citation.startSeconds)
              : '';
        return (
          <Link
            key={index}
            component="button"
            type="button"
            data-testid="citation"
            data-n={citation.n}
            aria-label={t('notebooks.citationLabel', { n: citation.n, source: citation.sourceTitle, where })}
            title={[citation.sourceTitle, where].filter(Boolean).join(', ')}
            onClick={() => props.onOpen({ sourceId: citation.sourceId, passageId: citation.passageId })}
            sx={{ verticalAlign: 'baseline', fontWeight: 700, mx: 0.25 }}
          >
            [{citation.n}]
          </Link>
        );
      })}
    </Typography>
  );
}
