import { Box, Card, CardActionArea, Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { useSessionState } from '../../../lib/session-query';

export type DashboardKind = 'learner' | 'instructor' | 'admin';

export interface TileView {
  key: string;
  path: string;
  title: string;
  icon: ReactNode;
}

function Tiles({ tiles }: { tiles: TileView[] }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('dashboard.goTo')}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('dashboard.goTo')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {tiles.map((tile) => (
          <Card key={tile.key} variant="outlined">
            <CardActionArea
              component={RouterLink}
              to={tile.path}
              sx={{ height: '100%', p: 1.5, display: 'flex', gap: 1.25, justifyContent: 'flex-start' }}
              data-testid={`dashboard-${tile.key}`}
            >
              <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
                {tile.icon}
              </Box>
              <Typography
                sx={{
                  fontWeight: 600,
                  minWidth: 0,
                  fontSize: { xs: 14, sm: 16 },
                  overflowWrap: 'break-word',
                  hyphens: 'auto',
                }}
              >
                {tile.title}
              </Typography>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

/** The signed-in home: a greeting, what needs the user now (composed by the app per role), then the areas. */
export function DashboardPage({
  kind,
  tiles,
  children,
}: {
  kind: DashboardKind;
  tiles: TileView[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const state = useSessionState();
  return (
    <Stack spacing={3} data-testid="dashboard" data-kind={kind}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('dashboard.welcome', { name: session?.userName ?? '' })}
        </Typography>
        {state.isPending ? (
          <Skeleton width={240} />
        ) : (
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} data-testid="dashboard-roles">
            {(state.data?.roles ?? []).map((role) => (
              <Chip key={role} label={t(`roles.${role}`)} color="primary" variant="outlined" size="small" />
            ))}
          </Stack>
        )}
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {t(`dashboard.intro.${kind}`)}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
          alignItems: 'start',
        }}
      >
        {children}
      </Box>
      <Tiles tiles={tiles} />
    </Stack>
  );
}
