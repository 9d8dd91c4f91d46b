import { Box, Paper, Stack, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

/** The card every page before sign-in uses: a title, a line under it, then the content. */
export function AuthCard(props: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  onSubmit?: (event: FormEvent) => void;
  testId?: string;
}) {
  return (
    <Paper
      component={props.onSubmit ? 'form' : 'div'}
      noValidate={props.onSubmit ? true : undefined}
      onSubmit={props.onSubmit}
      elevation={0}
      variant="outlined"
      data-testid={props.testId}
      sx={{ width: '100%', maxWidth: 460, p: { xs: 2.5, sm: 4 } }}
    >
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
            {props.title}
          </Typography>
          {props.subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {props.subtitle}
            </Typography>
          )}
        </Box>
        {props.children}
      </Stack>
    </Paper>
  );
}
