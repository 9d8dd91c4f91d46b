import { toGradeRoute } from '@bright/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { resultKeys } from './results';

/** Under the results' key: grading refreshes it. */
export const useToGrade = () =>
  useQuery({
    queryKey: [...resultKeys.all, 'to-grade'],
    queryFn: () => callApi(toGradeRoute, {}, { loader: false }),
  });
