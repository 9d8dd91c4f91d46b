import { Box } from '@mui/material';
import { useSessionStore } from '../../../lib/session-store';
import { BrightAiCard } from './bright-ai-card';
import { LicenceSummaryCard } from './licence-summary-card';

/** What the licence adds to the dashboard: Bright AI (gated) and the plan with the credits left. */
export function LicenceDashboardSection() {
  const hasInstitute = useSessionStore((state) => Boolean(state.session?.instituteId));
  // A user of no institute (a platform operator, say) has no licence to show.
  if (!hasInstitute) return null;
  return (
    <Box
      sx={{
        mt: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <BrightAiCard />
      <LicenceSummaryCard />
    </Box>
  );
}
