import { toGradeRoute } from '@bright/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';

/** One of the results' routes: grading refreshes it. */
export const useToGrade = () =>
  useQuery({
    queryKey: queryKeyFor(toGradeRoute),
    queryFn: () => callApi(toGradeRoute, {}, { loader: false }),
  });
