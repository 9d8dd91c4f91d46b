/** The public face of assessments: code outside the module imports only this file (lint enforces it). */
export { assessmentRoutes } from './assessments.routes';
export {
  type AssessmentNeed,
  type AssessmentPlace,
  type AssessmentRow,
  assessmentVerdict,
  judgeAssessment,
  loadAssessmentFor,
  type LoadedAssessment,
} from './assessment-access';
export { seedDemoAssessment } from './assessments.demo-seed';
