import {
  ASSESSMENT_STATUS,
  LOCAL_STORAGE_KEYS,
  SESSION_STORAGE_KEYS,
  isAssessmentExistRoute,
  readAssessmentRoute,
  userClassesRoute,
} from '@bright/contracts';
import { Alert, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';
import { useRouteParams } from '../../../lib/route-params';
import { AssessmentNotAvailable } from '../components/assessment-not-available';

/** Where an assessment entry goes (SPEC §2 "Webview entry flows"). */
export function entryTarget(assessment: { id: string; classId: string; status: string }, className: string) {
  if (assessment.status !== ASSESSMENT_STATUS.unpublished) {
    const query = new URLSearchParams({ assessmentId: assessment.id, className });
    return `/assessment-results-webview?${query}`;
  }
  const query = new URLSearchParams({ assessmentId: assessment.id, classId: assessment.classId, className });
  return `/assessment-webview?${query}`;
}

/**
 * /webview/assessment/:assessmentId, after the token sign-in: the assessment must exist (else the
 * not-available image); the assessment and the user's classes are read and the class info stored;
 * then the results webview (published) or the assessment webview (Unpublished).
 */
export function AssessmentEntry() {
  const { assessmentId = '' } = useRouteParams<'assessmentId'>('/webview/assessment/:assessmentId');
  const entry = useQuery({
    // Several calls in one entry: its own scope, apart from a plain existence check.
    queryKey: queryKeyFor(isAssessmentExistRoute, { query: { assessmentId }, scope: { entry: true } }),
    queryFn: async () => {
      const { isAssessmentExists } = await callApi(
        isAssessmentExistRoute,
        { query: { assessmentId } },
        { silent: true },
      );
      if (!isAssessmentExists) return null;
      const [assessment, classes] = await Promise.all([
        callApi(readAssessmentRoute, { query: { assessmentId } }, { silent: true }),
        callApi(userClassesRoute, {}, { silent: true }),
      ]);
      const klass = classes.find((c) => c.classId === assessment.classId);
      const className = klass?.name ?? assessment.className;
      localStorage.setItem(
        LOCAL_STORAGE_KEYS.classes,
        JSON.stringify(classes.map((c) => ({ classId: c.classId, name: c.name }))),
      );
      sessionStorage.setItem(
        SESSION_STORAGE_KEYS.classInfo,
        JSON.stringify({ classId: assessment.classId, className, instituteId: assessment.instituteId }),
      );
      return entryTarget(assessment, className);
    },
    enabled: Boolean(assessmentId),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  if (entry.isPending) return <Skeleton variant="rounded" height={240} />;
  if (entry.isError) return <Alert severity="error">{entry.error.message}</Alert>;
  if (entry.data === null) return <AssessmentNotAvailable />;
  return <Navigate to={entry.data} replace />;
}
