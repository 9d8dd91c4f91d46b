import { Navigate } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { useOperatorMe } from '../api/operator';

/**
 * A platform operator who belongs to no institute has no school dashboard: their home is the console.
 * (Members of an institute are not asked, to keep the dashboard's requests few.)
 */
export function OperatorLanding() {
  const noInstitute = useSessionStore((state) => Boolean(state.session) && !state.session?.instituteId);
  const me = useOperatorMe(noInstitute);
  return me.data?.isOperator ? <Navigate to="/operator" replace /> : null;
}
