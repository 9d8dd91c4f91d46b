import { Alert, Skeleton } from '@mui/material';
import { useMyAssessments } from '../api/taking';
import { type AssessmentLinks, MyAssessmentList } from '../components/my-assessment-list';

const WEBVIEW_LINKS: AssessmentLinks = {
  take: (item) =>
    `/assessment-webview?${new URLSearchParams({ assessmentId: item.assessmentId, classId: item.classId, className: item.className })}`,
  report: (item) =>
    `/assessment-results-webview/student_report?${new URLSearchParams({ assessmentResponseId: item.assessmentResponseId ?? '' })}`,
};

/** A learner's assessments of one class, inside the mobile apps. */
export function ClassAssessmentsWebviewList({ classId }: { classId: string }) {
  const list = useMyAssessments(classId);
  if (list.isPending) return <Skeleton variant="rounded" height={200} />;
  if (list.isError) return <Alert severity="error">{list.error.message}</Alert>;
  return <MyAssessmentList items={list.data.items} links={WEBVIEW_LINKS} />;
}
