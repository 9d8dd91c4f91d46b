import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useLicenceDetails } from '../api/licences';
import { useLicenceStore } from '../licence-store';

/** SPEC §2 "Landing by plan": /dashboard goes to /dashboard/create or /dashboard/content. */
export function LandingRedirect() {
  const details = useLicenceDetails();
  if (details.isPending && details.fetchStatus !== 'idle') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  return <Navigate to={`/dashboard/${details.data?.landing ?? 'create'}`} replace />;
}

/** The dashboard remounts when a trial is activated or a coupon redeemed (SPEC §2, §4). */
export function DashboardRemount({ children }: { children: ReactNode }) {
  const key = useLicenceStore((state) => state.dashboardKey);
  return (
    <Box key={key} data-dashboard-key={key} sx={{ display: 'contents' }}>
      {children}
    </Box>
  );
}
