import { Alert, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type HelpContent, useHelpContent } from '../help-content';

/** A long-text page: its title, then the body once the language's texts have loaded. */
export function TextPage(props: { title: string; testId: string; children: (content: HelpContent) => ReactNode }) {
  const { t } = useTranslation();
  const content = useHelpContent();
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 860, mx: 'auto', alignSelf: 'flex-start' }}
      data-testid={props.testId}
    >
      <Stack spacing={2}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {props.title}
        </Typography>
        {content.isPending && <Skeleton variant="rounded" height={240} />}
        {content.isError && <Alert severity="error">{t('help.loadFailed')}</Alert>}
        {content.data && props.children(content.data)}
      </Stack>
    </Paper>
  );
}
