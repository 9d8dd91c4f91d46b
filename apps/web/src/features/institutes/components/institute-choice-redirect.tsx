import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { needsInstituteChoice, useInstituteList } from '../api/institutes';

/** After sign-in, a user of several institutes without a default first chooses one (/select-institute). */
export function InstituteChoiceRedirect() {
  const list = useInstituteList();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const needed = needsInstituteChoice(list.data);
  useEffect(() => {
    if (needed && pathname !== '/select-institute') void navigate('/select-institute', { replace: true });
  }, [needed, pathname, navigate]);
  return null;
}
