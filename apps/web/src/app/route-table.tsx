import type { ReactNode } from 'react';
import { AppDownloadsPage } from '../features/app-downloads/pages/app-downloads-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { GoogleSignInButton } from '../features/oauth/components/google-sign-in-button';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { VerifyEmailPage } from '../features/email-verification/pages/verify-email-page';
import { DefaultInstitutePage } from '../features/institutes/pages/default-institute-page';
import { SelectInstitutePage } from '../features/institutes/pages/select-institute-page';
import { DashboardRemount, LandingRedirect } from '../features/licences/components/landing';
import { LicenceDashboardSection } from '../features/licences/components/licence-dashboard-section';
import { LicenceOverview } from '../features/licences/components/licence-overview';
import { OperatorShortcut } from '../features/operator/components/operator-shortcut';
import { OperatorPage } from '../features/operator/pages/operator-page';
import { ForgotPasswordPage } from '../features/passwords/pages/forgot-password-page';
import { ResetPasswordPage } from '../features/passwords/pages/reset-password-page';
import { UpgradePlanPage } from '../features/plans/pages/upgrade-plan-page';
import { AdminPeoplePage } from '../features/people/pages/admin-people-page';
import { ManageProfilePage } from '../features/profile/pages/manage-profile-page';
import { ChangePasswordForm } from '../features/passwords/components/change-password-form';
import { ProfilePage } from '../features/profile/pages/profile-page';
import { RegisterProfilePage } from '../features/signup/pages/register-profile-page';
import { SignupPage } from '../features/signup/pages/signup-page';
import { RequireSession, RequireTokenParam } from './guards';
import { AttendanceReportPage } from '../features/attendance/pages/attendance-report-page';
import { StudentAttendancePage } from '../features/attendance/pages/student-attendance-page';
import { StudentAttendanceWebview } from '../features/attendance/pages/student-attendance-webview';
import { TakeAttendancePage } from '../features/attendance/pages/take-attendance-page';
import { AddStudentsWebview } from '../features/class-people/pages/add-students-webview';
import { StudentsPage } from '../features/class-people/pages/students-page';
import { ClassesPage } from '../features/classes/pages/classes-page';
import { DailyLogsPage } from '../features/daily-logs/pages/daily-logs-page';
import { JoinPage } from '../features/joining/pages/join-page';
import { PendingRequestsPage } from '../features/joining/pages/pending-requests-page';
import { RosterImportPage } from '../features/roster/pages/roster-import-page';
import {
  FeedbackBehaviourEntry,
  FeedbackBehaviourWebview,
} from '../features/behaviour/pages/feedback-behaviour-webview';
import { BadgesPanel } from '../features/badges/components/badges-panel';
import { ClassFeedWebview } from '../features/class-feed/pages/class-feed-webview';
import {
  GlobalSchedulerEntry,
  GlobalSchedulerWebview,
  SchedulerEntry,
  SchedulerWebview,
} from '../features/scheduler/pages/scheduler-pages';
import { GradingPage } from '../features/assessment-results/pages/grading-page';
import { ResultsPage } from '../features/assessment-results/pages/results-page';
import { StudentReportPage, StudentReportWebview } from '../features/assessment-results/pages/student-report-page';
import { AssessmentEntry } from '../features/assessment-taking/pages/assessment-entry';
import { MyAssessmentsPage, OverduePage } from '../features/assessment-taking/pages/my-assessments-page';
import { TakeAssessmentPage } from '../features/assessment-taking/pages/take-assessment-page';
import {
  AssessmentListEntry,
  AssessmentListWebviewPage,
  AssessmentResultsWebviewPage,
  AssessmentWebviewPage,
} from './pages/assessment-webviews';
import { AssessmentEditorRoute, AssessmentPreviewRoute } from './pages/assessment-authoring';
import { AssessmentsPage } from '../features/assessments/pages/assessments-page';
import { AssessmentPreviewEntry } from '../features/assessments/pages/assessment-preview-page';
import { MyProgressPage } from './pages/my-progress-page';
import { ClassHomeRoute } from './pages/class-home-route';
import { NotAvailablePage } from './pages/not-available-page';
import { NotFoundPage } from './pages/not-found-page';
import { WebviewMessage } from './pages/webview-message';
import { AppLayout, PublicLayout, WebviewLayout } from './shell/app-layout';

export interface RouteEntry {
  path: string;
  /** A stable name, for tests and for the page's data-route attribute. */
  name: string;
  element: ReactNode;
}

const publicPage = (path: string, name: string, page: ReactNode): RouteEntry => ({
  path,
  name,
  element: <PublicLayout>{page}</PublicLayout>,
});

const publicSoon = (path: string, area: string) => publicPage(path, area, <NotAvailablePage area={area} />);

const appPage = (path: string, name: string, page: ReactNode): RouteEntry => ({
  path,
  name,
  element: (
    <RequireSession>
      <AppLayout>{page}</AppLayout>
    </RequireSession>
  ),
});

const appSoon = (path: string, area: string) => appPage(path, area, <NotAvailablePage area={area} />);

const webview = (path: string, area: string): RouteEntry => ({
  path,
  name: area,
  element: (
    <WebviewLayout>
      <NotAvailablePage area={area} webview />
    </WebviewLayout>
  ),
});

/** Entry routes log in with the `token` query parameter (SPEC §2 "Webview entry flows"). */
const webviewEntry = (path: string, area: string, needsToken = true): RouteEntry => ({
  path,
  name: area,
  element: (
    <WebviewLayout>
      {needsToken ? (
        <RequireTokenParam>
          <NotAvailablePage area={area} webview />
        </RequireTokenParam>
      ) : (
        <NotAvailablePage area={area} webview />
      )}
    </WebviewLayout>
  ),
});

/** A webview page that is built: the page in the chrome-less layout. */
const webviewPage = (path: string, name: string, page: ReactNode): RouteEntry => ({
  path,
  name,
  element: <WebviewLayout>{page}</WebviewLayout>,
});

/** A built webview entry: signs in with the `token` query parameter first. */
const webviewEntryPage = (path: string, name: string, page: ReactNode): RouteEntry => ({
  path,
  name,
  element: (
    <WebviewLayout>
      <RequireTokenParam>{page}</RequireTokenParam>
    </WebviewLayout>
  ),
});

/** An entry path missing its id does not split properly: 'Invalid Path'. */
const invalidPath = (path: string): RouteEntry => ({
  path,
  name: 'invalidPath',
  element: (
    <WebviewLayout>
      <WebviewMessage messageKey="invalidPath" />
    </WebviewLayout>
  ),
});

/** SPEC §2 "Route table of the shell", in the spec's order: the first match wins. */
export const ROUTE_TABLE: RouteEntry[] = [
  publicPage('/', 'login', <LoginPage alternatives={<GoogleSignInButton />} />),
  publicPage('/login', 'login', <LoginPage alternatives={<GoogleSignInButton />} />),
  publicPage('/appDownloads', 'appDownloads', <AppDownloadsPage />),
  publicPage('/teachLogin', 'teachLogin', <LoginPage variant="teacher" alternatives={<GoogleSignInButton />} />),
  publicPage('/signup', 'signup', <SignupPage />),
  publicPage('/register-profile', 'registerProfile', <RegisterProfilePage />),
  publicPage('/forgotpassword', 'forgotPassword', <ForgotPasswordPage />),
  publicPage('/resetpassword', 'resetPassword', <ResetPasswordPage />),
  publicPage('/verifyEmail', 'verifyEmail', <VerifyEmailPage />),
  appPage('/default-institute', 'defaultInstitute', <DefaultInstitutePage />),
  appPage('/select-institute', 'selectInstitute', <SelectInstitutePage />),
  publicSoon('/deviceLogin/:deviceId', 'deviceLogin'),
  publicSoon('/deviceLoginSuccess', 'deviceLoginSuccess'),
  // SPEC §2 "Landing by plan": /dashboard/create or /dashboard/content, as the licence's plan says.
  {
    path: '/dashboard',
    name: 'dashboard',
    element: (
      <RequireSession>
        <LandingRedirect />
      </RequireSession>
    ),
  },
  appPage('/dashboard/assessment/preview', 'assessmentPreview', <AssessmentPreviewRoute />),
  // Before any /dashboard/assessment/:assessmentId editor route: the first match wins.
  appPage('/dashboard/my-assessments', 'myAssessments', <MyAssessmentsPage />),
  appPage('/dashboard/assessment/:assessmentId/results', 'assessmentResultsPage', <ResultsPage />),
  appPage('/dashboard/assessment/:assessmentId/responses/:responseId', 'assessmentGrading', <GradingPage />),
  // The editor: after /dashboard/assessment/preview, which it would otherwise swallow.
  appPage('/dashboard/assessment/:assessmentId', 'assessmentEditor', <AssessmentEditorRoute />),
  appPage('/dashboard/tests', 'tests', <AssessmentsPage category="TEST" />),
  appPage('/dashboard/assignments', 'assignments', <AssessmentsPage category="ASSIGNMENT" />),
  appPage(
    '/dashboard/create',
    'dashboardCreate',
    <DashboardRemount>
      <OperatorShortcut />
      <DashboardPage />
      <LicenceDashboardSection />
    </DashboardRemount>,
  ),
  appSoon('/dashboard/content', 'content'),
  appSoon('/dashboard/controller/:deviceId', 'controller'),
  appPage('/class', 'class', <ClassesPage />),
  appSoon('/launcher', 'launcher'),
  appSoon('/live', 'live'),
  appSoon('/live/:id', 'live'),
  appSoon('/phet', 'phet'),
  appPage('/overduePage', 'overdue', <OverduePage />),
  appPage('/pendingRequests', 'pendingRequests', <PendingRequestsPage />),
  appPage(
    '/UpgradePlan',
    'upgradePlan',
    <UpgradePlanPage>
      <LicenceOverview />
    </UpgradePlanPage>,
  ),
  webviewPage('/assessment-webview', 'assessment', <AssessmentWebviewPage />),
  webviewPage('/assessment-list-webview', 'assessmentList', <AssessmentListWebviewPage />),
  webviewPage('/assessment-results-webview', 'assessmentResults', <AssessmentResultsWebviewPage />),
  webviewPage('/assessment-results-webview/student_report', 'studentReport', <StudentReportWebview />),
  webviewPage('/studentAttendance-webview', 'studentAttendance', <StudentAttendanceWebview />),
  webviewPage('/webview/attendance-report', 'attendanceReport', <AttendanceReportPage webview />),
  webview('/ktv-webview', 'ktv'),
  webviewPage('/scheduler-webview', 'scheduler', <SchedulerWebview />),
  webviewPage('/schedulerGlobal-webview', 'globalScheduler', <GlobalSchedulerWebview />),
  webviewPage(
    '/feedbackBehaviour',
    'feedbackBehaviour',
    <FeedbackBehaviourWebview extra={(klass) => <BadgesPanel klass={klass} />} />,
  ),
  webview('/liveQuiz-webview', 'liveQuiz'),
  webview('/whiteboard-chat-webview', 'whiteboardChat'),
  webviewEntryPage('/webview/assessment/full/:classId', 'assessmentList', <AssessmentListEntry />),
  webviewEntryPage('/webview/assessment/preview/:assessmentId', 'assessmentPreview', <AssessmentPreviewEntry />),
  invalidPath('/webview/assessment/full'),
  invalidPath('/webview/assessment/preview'),
  webviewEntryPage('/webview/assessment/:assessmentId', 'assessment', <AssessmentEntry />),
  webviewEntryPage('/webview/classFeed/full/:classId', 'classFeed', <ClassFeedWebview />),
  webviewEntryPage('/webview/classes/add-students', 'addStudents', <AddStudentsWebview />),
  webviewEntryPage('/webview/scheduler/:classId', 'scheduler', <SchedulerEntry />),
  webviewEntryPage('/webview/GlobalScheduler', 'globalScheduler', <GlobalSchedulerEntry />),
  webviewEntryPage('/webview/feedbackBehaviour/:classId', 'feedbackBehaviour', <FeedbackBehaviourEntry />),
  webviewEntry('/webview/liveQuiz', 'liveQuiz'),
  webviewEntry('/webview/nologin/liveQuiz', 'liveQuiz', false),
  webviewEntry('/webview/whiteboard-chat', 'whiteboardChat'),
  webviewEntry('/webview/nologin/whiteboard-chat', 'whiteboardChat', false),
  webviewEntry('/webview/flashcard-viewer', 'flashcards'),
  webviewEntry('/webview/notebooks', 'notebooks'),
  webviewEntry('/webview/bright-ai', 'brightAi'),
  webviewEntry('/webview/bright-ai/new-thread', 'newThread'),
  webviewEntry('/webview/bright-ai/new-thread/:notebookId', 'newThread'),
  webviewEntry('/webview/bright-ai/:notebookId/:threadId', 'thread'),
  webviewEntry('/webview/self-learn/notebooks', 'notebooks'),
  webviewEntry('/webview/self-learn/bright-ai', 'selfLearn'),
  invalidPath('/webview/assessment'),
  invalidPath('/webview/classFeed/full'),
  invalidPath('/webview/scheduler'),
  invalidPath('/webview/feedbackBehaviour'),
  publicPage('/join/:code/by-students', 'join', <JoinPage />),
  appPage('/profile', 'profile', <ProfilePage />),
  appPage(
    '/manage-profile',
    'manageProfile',
    <ManageProfilePage security={(email) => <ChangePasswordForm email={email} />} />,
  ),
  appPage('/admin/people', 'adminPeople', <AdminPeoplePage />),
  appPage('/operator', 'operator', <OperatorPage />),
  appPage('/classes', 'classes', <ClassesPage />),
  appPage('/classes/:classId', 'classHome', <ClassHomeRoute />),
  appPage('/classes/:classId/attendance', 'takeAttendance', <TakeAttendancePage />),
  appPage('/classes/:classId/attendance/report', 'attendanceReportPage', <AttendanceReportPage />),
  appPage('/classes/:classId/students/:studentId/attendance', 'studentAttendancePage', <StudentAttendancePage />),
  appPage('/classes/:classId/import', 'classRosterImport', <RosterImportPage />),
  appPage('/students', 'students', <StudentsPage scope="institute" />),
  appPage('/students/import', 'rosterImport', <RosterImportPage />),
  appPage('/my-students', 'myStudents', <StudentsPage scope="mine" />),
  appPage('/daily-logs', 'dailyLogs', <DailyLogsPage />),
  appPage('/progress', 'myProgress', <MyProgressPage />),
  appPage('/assessment/take/:assessmentId', 'takeAssessment', <TakeAssessmentPage />),
  appPage('/assessment/report/:responseId', 'assessmentReport', <StudentReportPage />),
  publicPage('*', 'notFound', <NotFoundPage />),
];
