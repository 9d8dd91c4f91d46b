import { type PhetGrade, type PhetSubject, phetDataRoute } from '@bright/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';

export interface PhetFilter {
  subject: PhetSubject | '';
  grade: PhetGrade | '';
  search: string;
}

export const phetQueryOptions = (filter: PhetFilter) => {
  const query = {
    ...(filter.subject ? { subject: filter.subject } : {}),
    ...(filter.grade ? { grade: filter.grade } : {}),
    ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
  };
  return queryOptions({
    queryKey: queryKeyFor(phetDataRoute, { query }),
    queryFn: () => callApi(phetDataRoute, { query }, { loader: false, silent: true }),
    placeholderData: keepPreviousData,
    staleTime: 60 * 60_000,
  });
};

export const usePhetSimulations = (filter: PhetFilter) => useQuery(phetQueryOptions(filter));

/** PhET's languages by its own codes; the simulation opens in the UI language when PhET has it. */
const PHET_LOCALES: Record<string, string> = { kan: 'kn', zh: 'zh_CN' };

export const simulationUrl = (url: string, language: string) =>
  `${url}?locale=${encodeURIComponent(PHET_LOCALES[language] ?? language)}`;
