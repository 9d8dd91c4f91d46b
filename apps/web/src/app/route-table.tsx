import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { boardQueryOptions } from '../features/board/api/board-query';
import { useRouteParams } from '../lib/route-params';
import { RequireSession, RequireTokenParam } from './guards';
import { NotAvailablePage } from './pages/not-available-page';
import { NotFoundPage } from './pages/not-found-page';
import { WebviewMessage } from './pages/webview-message';
import { AppLayout, InfoLayout, PublicLayout, WebviewLayout } from './shell/layouts';
import { lazyNamed } from './lazy-page';

const AppDownloadsPage = lazyNamed(
  () => import('../features/app-downloads/pages/app-downloads-page'),
  'AppDownloadsPage',
);
const BoardPage = lazyNamed(() => import('../features/board/pages/board-page'), 'BoardPage');

/** Asks for the lesson's board while the board's code loads: a cold open of a lesson waits for one, not both. */
function PrefetchBoard() {
  const { lessonId = '' } = useRouteParams<'lessonId'>('/dashboard/lesson/:lessonId');
  const queryClient = useQueryClient();
  useState(() => lessonId && void queryClient.prefetchQuery(boardQueryOptions(lessonId)));
  return null;
}
// Live classes: the route table gives the live class screen its board, and the board its start button.
const LiveBoard = lazyNamed(() => import('../features/board/pages/live-board'), 'LiveBoard');
const LiveListPage = lazyNamed(() => import('../features/live-classes/pages/live-list-page'), 'LiveListPage');
const LiveClassPage = lazyNamed(() => import('../features/live-classes/pages/live-class-page'), 'LiveClassPage');
const StartLiveButton = lazyNamed(
  () => import('../features/live-classes/components/start-live-button'),
  'StartLiveButton',
);
const LoginPage = lazyNamed(() => import('../features/auth/pages/login-page'), 'LoginPage');
const GoogleSignInButton = lazyNamed(
  () => import('../features/oauth/components/google-sign-in-button'),
  'GoogleSignInButton',
);
const VerifyEmailPage = lazyNamed(
  () => import('../features/email-verification/pages/verify-email-page'),
  'VerifyEmailPage',
);
const DefaultInstitutePage = lazyNamed(
  () => import('../features/institutes/pages/default-institute-page'),
  'DefaultInstitutePage',
);
const SelectInstitutePage = lazyNamed(
  () => import('../features/institutes/pages/select-institute-page'),
  'SelectInstitutePage',
);
const LandingRedirect = lazyNamed(() => import('../features/licences/components/landing'), 'LandingRedirect');
const LicenceOverview = lazyNamed(() => import('../features/licences/components/licence-overview'), 'LicenceOverview');
const OperatorPage = lazyNamed(() => import('../features/operator/pages/operator-page'), 'OperatorPage');
const ForgotPasswordPage = lazyNamed(
  () => import('../features/passwords/pages/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyNamed(
  () => import('../features/passwords/pages/reset-password-page'),
  'ResetPasswordPage',
);
const UpgradePlanPage = lazyNamed(() => import('../features/plans/pages/upgrade-plan-page'), 'UpgradePlanPage');
const AdminPeoplePage = lazyNamed(() => import('../features/people/pages/admin-people-page'), 'AdminPeoplePage');
const ManageProfilePage = lazyNamed(() => import('../features/profile/pages/manage-profile-page'), 'ManageProfilePage');
const ChangePasswordForm = lazyNamed(
  () => import('../features/passwords/components/change-password-form'),
  'ChangePasswordForm',
);
const ProfilePage = lazyNamed(() => import('../features/profile/pages/profile-page'), 'ProfilePage');
const RegisterProfilePage = lazyNamed(
  () => import('../features/signup/pages/register-profile-page'),
  'RegisterProfilePage',
);
const SignupPage = lazyNamed(() => import('../features/signup/pages/signup-page'), 'SignupPage');
const AttendanceReportPage = lazyNamed(
  () => import('../features/attendance/pages/attendance-report-page'),
  'AttendanceReportPage',
);
const StudentAttendancePage = lazyNamed(
  () => import('../features/attendance/pages/student-attendance-page'),
  'StudentAttendancePage',
);
const StudentAttendanceWebview = lazyNamed(
  () => import('../features/attendance/pages/student-attendance-webview'),
  'StudentAttendanceWebview',
);
const TakeAttendancePage = lazyNamed(
  () => import('../features/attendance/pages/take-attendance-page'),
  'TakeAttendancePage',
);
const AddStudentsWebview = lazyNamed(
  () => import('../features/class-people/pages/add-students-webview'),
  'AddStudentsWebview',
);
const StudentsPage = lazyNamed(() => import('../features/class-people/pages/students-page'), 'StudentsPage');
const ClassesPage = lazyNamed(() => import('../features/classes/pages/classes-page'), 'ClassesPage');
const DailyLogsPage = lazyNamed(() => import('../features/daily-logs/pages/daily-logs-page'), 'DailyLogsPage');
const JoinPage = lazyNamed(() => import('../features/joining/pages/join-page'), 'JoinPage');
const PendingRequestsPage = lazyNamed(
  () => import('../features/joining/pages/pending-requests-page'),
  'PendingRequestsPage',
);
const RosterImportPage = lazyNamed(() => import('../features/roster/pages/roster-import-page'), 'RosterImportPage');
const FeedbackBehaviourEntry = lazyNamed(
  () => import('../features/behaviour/pages/feedback-behaviour-webview'),
  'FeedbackBehaviourEntry',
);
const FeedbackBehaviourWebview = lazyNamed(
  () => import('../features/behaviour/pages/feedback-behaviour-webview'),
  'FeedbackBehaviourWebview',
);
const BadgesPanel = lazyNamed(() => import('../features/badges/components/badges-panel'), 'BadgesPanel');
const ClassFeedWebview = lazyNamed(() => import('../features/class-feed/pages/class-feed-webview'), 'ClassFeedWebview');
const GlobalSchedulerEntry = lazyNamed(
  () => import('../features/scheduler/pages/scheduler-pages'),
  'GlobalSchedulerEntry',
);
const GlobalSchedulerWebview = lazyNamed(
  () => import('../features/scheduler/pages/scheduler-pages'),
  'GlobalSchedulerWebview',
);
const SchedulerEntry = lazyNamed(() => import('../features/scheduler/pages/scheduler-pages'), 'SchedulerEntry');
const SchedulerWebview = lazyNamed(() => import('../features/scheduler/pages/scheduler-pages'), 'SchedulerWebview');
const GradingPage = lazyNamed(() => import('../features/assessment-results/pages/grading-page'), 'GradingPage');
const ResultsPage = lazyNamed(() => import('../features/assessment-results/pages/results-page'), 'ResultsPage');
const StudentReportPage = lazyNamed(
  () => import('../features/assessment-results/pages/student-report-page'),
  'StudentReportPage',
);
const StudentReportWebview = lazyNamed(
  () => import('../features/assessment-results/pages/student-report-page'),
  'StudentReportWebview',
);
const AssessmentEntry = lazyNamed(
  () => import('../features/assessment-taking/pages/assessment-entry'),
  'AssessmentEntry',
);
const MyAssessmentsPage = lazyNamed(
  () => import('../features/assessment-taking/pages/my-assessments-page'),
  'MyAssessmentsPage',
);
const OverduePage = lazyNamed(() => import('../features/assessment-taking/pages/my-assessments-page'), 'OverduePage');
const TakeAssessmentPage = lazyNamed(
  () => import('../features/assessment-taking/pages/take-assessment-page'),
  'TakeAssessmentPage',
);
const AssessmentListEntry = lazyNamed(() => import('./pages/assessment-webviews'), 'AssessmentListEntry');
const AssessmentListWebviewPage = lazyNamed(() => import('./pages/assessment-webviews'), 'AssessmentListWebviewPage');
const AssessmentResultsWebviewPage = lazyNamed(
  () => import('./pages/assessment-webviews'),
  'AssessmentResultsWebviewPage',
);
const AssessmentWebviewPage = lazyNamed(() => import('./pages/assessment-webviews'), 'AssessmentWebviewPage');
const AssessmentEditorRoute = lazyNamed(() => import('./pages/assessment-authoring'), 'AssessmentEditorRoute');
const AssessmentPreviewRoute = lazyNamed(() => import('./pages/assessment-authoring'), 'AssessmentPreviewRoute');
const AssessmentsPage = lazyNamed(() => import('../features/assessments/pages/assessments-page'), 'AssessmentsPage');
const AssessmentPreviewEntry = lazyNamed(
  () => import('../features/assessments/pages/assessment-preview-page'),
  'AssessmentPreviewEntry',
);
const HelpPage = lazyNamed(() => import('../features/help/pages/help-page'), 'HelpPage');
const LegalPage = lazyNamed(() => import('../features/help/pages/legal-page'), 'LegalPage');
const MyProgressPage = lazyNamed(() => import('./pages/my-progress-page'), 'MyProgressPage');
const ClassHomeRoute = lazyNamed(() => import('./pages/class-home-route'), 'ClassHomeRoute');
const DashboardRoute = lazyNamed(() => import('./pages/dashboard-route'), 'DashboardRoute');
const AiNotesPage = lazyNamed(() => import('../features/ai-notes/pages/ai-notes-page'), 'AiNotesPage');
const RecordLessonButton = lazyNamed(
  () => import('../features/ai-notes/components/ai-notes-entry'),
  'RecordLessonButton',
);
const MyFilesPage = lazyNamed(() => import('../features/my-files/pages/my-files-page'), 'MyFilesPage');
const FlashcardViewerPage = lazyNamed(
  () => import('../features/my-files/pages/flashcard-pages'),
  'FlashcardViewerPage',
);
const FlashcardViewerEntry = lazyNamed(
  () => import('../features/my-files/pages/flashcard-pages'),
  'FlashcardViewerEntry',
);
const InsightsHomePage = lazyNamed(() => import('../features/insights/pages/insights-home-page'), 'InsightsHomePage');
const ClassInsightsPage = lazyNamed(
  () => import('../features/insights/pages/class-insights-page'),
  'ClassInsightsPage',
);
const StudentProfilePage = lazyNamed(
  () => import('../features/insights/pages/student-profile-page'),
  'StudentProfilePage',
);
const ContentPage = lazyNamed(() => import('../features/lessons/pages/content-page'), 'ContentPage');
const LauncherPage = lazyNamed(() => import('../features/lessons/pages/launcher-page'), 'LauncherPage');
const MyFilesPanel = lazyNamed(() => import('../features/my-files/components/my-files-panel'), 'MyFilesPanel');
const PhetPage = lazyNamed(() => import('../features/phet/pages/phet-page'), 'PhetPage');
const LiveQuizHostPage = lazyNamed(() => import('../features/live-quiz/pages/host-page'), 'HostPage');
const LiveQuizPlayPage = lazyNamed(() => import('../features/live-quiz/pages/play-page'), 'PlayPage');
const LiveQuizGuestPage = lazyNamed(() => import('../features/live-quiz/pages/play-page'), 'GuestPlayPage');
const KtvWebview = lazyNamed(() => import('../features/ktv/pages/ktv-webview'), 'KtvWebview');
const DeviceLoginPage = lazyNamed(() => import('../features/devices/pages/device-login-page'), 'DeviceLoginPage');
const DisplayRoute = lazyNamed(() => import('./pages/display-route'), 'DisplayRoute');
const NotificationSettingsPage = lazyNamed(
  () => import('../features/notifications/pages/notification-settings-page'),
  'NotificationSettingsPage',
);
const DevicesPage = lazyNamed(() => import('../features/devices/pages/devices-page'), 'DevicesPage');
const NotebooksPage = lazyNamed(() => import('../features/notebooks/pages/notebooks-page'), 'NotebooksPage');
const NotebookPage = lazyNamed(() => import('../features/notebooks/pages/notebook-page'), 'NotebookPage');
const BrightAiHome = lazyNamed(() => import('../features/notebooks/pages/bright-ai-home'), 'BrightAiHome');
const NewThreadPicker = lazyNamed(() => import('../features/notebooks/pages/bright-ai-home'), 'NewThreadPicker');
const ThreadWebview = lazyNamed(() => import('../features/notebooks/pages/bright-ai-home'), 'ThreadWebview');
const ControllerPage = lazyNamed(() => import('../features/devices/pages/controller-page'), 'ControllerPage');

export interface RouteEntry {
  path: string;
  /** A stable name, for tests and for the page's data-route attribute. */
  name: string;
  element: ReactNode;
  /** Opens the honest "not available yet" page: the dashboard offers no tile for it. */
  soon?: true;
}

const publicPage = (path: string, name: string, page: ReactNode): RouteEntry => ({
  path,
  name,
  element: <PublicLayout>{page}</PublicLayout>,
});

/** Readable signed in or out (sign-up links to the legal pages). */
const infoPage = (path: string, name: string, page: ReactNode): RouteEntry => ({
  path,
  name,
  element: <InfoLayout>{page}</InfoLayout>,
});

const appPage = (path: string, name: string, page: ReactNode): RouteEntry => ({
  path,
  name,
  element: (
    <RequireSession>
      <AppLayout>{page}</AppLayout>
    </RequireSession>
  ),
});

const webview = (path: string, area: string): RouteEntry => ({
  path,
  name: area,
  soon: true,
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
  soon: true,
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
  publicPage('/deviceLogin/:deviceId', 'deviceLogin', <DeviceLoginPage />),
  publicPage('/deviceLoginSuccess', 'deviceLoginSuccess', <DisplayRoute />),
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
  appPage('/dashboard/assessment/:assessmentId/live-quiz', 'liveQuizHost', <LiveQuizHostPage />),
  appPage('/dashboard/live-quiz', 'liveQuizPlay', <LiveQuizPlayPage />),
  // The editor: after /dashboard/assessment/preview, which it would otherwise swallow.
  appPage('/dashboard/assessment/:assessmentId', 'assessmentEditor', <AssessmentEditorRoute />),
  appPage('/dashboard/tests', 'tests', <AssessmentsPage category="TEST" />),
  appPage('/dashboard/assignments', 'assignments', <AssessmentsPage category="ASSIGNMENT" />),
  appPage('/dashboard/create', 'dashboardCreate', <DashboardRoute />),
  // My Lessons, My Content and My Files as tabs: the route table composes the two features.
  appPage('/dashboard/content', 'content', <ContentPage filesPanel={<MyFilesPanel />} />),
  // My Files on a page of its own too (links and webviews that name it).
  appPage('/dashboard/my-files', 'myFiles', <MyFilesPage />),
  // AI notes (issue 19): recordings private to their teacher; ?lessonId= links the next one to a lesson.
  appPage('/dashboard/ai-notes', 'aiNotes', <AiNotesPage />),
  // AI notebooks and threads (the spec names only their webviews): the web app's pages.
  appPage('/dashboard/notebooks', 'notebooksPage', <NotebooksPage />),
  appPage('/dashboard/notebooks/:notebookId', 'notebookPage', <NotebookPage />),
  appPage('/dashboard/notebooks/:notebookId/threads/:threadId', 'notebookThread', <NotebookPage />),
  // The whiteboard fills the window with its own header, so it has no app chrome around it.
  {
    path: '/dashboard/lesson/:lessonId',
    name: 'lessonBoard',
    element: (
      <RequireSession>
        <PrefetchBoard />
        <BoardPage
          ownerAction={(lessonId) => (
            <>
              <StartLiveButton lessonId={lessonId} />
              <RecordLessonButton lessonId={lessonId} />
            </>
          )}
        />
      </RequireSession>
    ),
  },
  appPage('/flashcards/:fileId', 'flashcardViewer', <FlashcardViewerPage />),
  appPage('/dashboard/controller/:deviceId', 'controller', <ControllerPage />),
  appPage('/dashboard/devices', 'devices', <DevicesPage />),
  appPage('/dashboard/notifications/settings', 'notificationSettings', <NotificationSettingsPage />),
  appPage('/class', 'class', <ClassesPage />),
  appPage('/launcher', 'launcher', <LauncherPage />),
  appPage('/live', 'live', <LiveListPage />),
  {
    path: '/live/:id',
    name: 'live',
    element: (
      <RequireSession>
        <LiveClassPage board={LiveBoard} />
      </RequireSession>
    ),
  },
  appPage('/phet', 'phet', <PhetPage />),
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
  webviewPage('/ktv-webview', 'ktv', <KtvWebview />),
  webviewPage('/scheduler-webview', 'scheduler', <SchedulerWebview />),
  webviewPage('/schedulerGlobal-webview', 'globalScheduler', <GlobalSchedulerWebview />),
  webviewPage(
    '/feedbackBehaviour',
    'feedbackBehaviour',
    <FeedbackBehaviourWebview extra={(klass) => <BadgesPanel klass={klass} />} />,
  ),
  webviewPage('/liveQuiz-webview', 'liveQuiz', <LiveQuizPlayPage />),
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
  webviewEntryPage('/webview/liveQuiz', 'liveQuiz', <LiveQuizPlayPage />),
  webviewPage('/webview/nologin/liveQuiz', 'liveQuizGuest', <LiveQuizGuestPage />),
  webviewEntry('/webview/whiteboard-chat', 'whiteboardChat'),
  webviewEntry('/webview/nologin/whiteboard-chat', 'whiteboardChat', false),
  webviewEntryPage('/webview/flashcard-viewer', 'flashcards', <FlashcardViewerEntry />),
  webviewEntryPage('/webview/notebooks', 'notebooks', <NotebooksPage />),
  webviewEntryPage('/webview/bright-ai', 'brightAi', <BrightAiHome />),
  webviewEntryPage('/webview/bright-ai/new-thread', 'newThread', <NewThreadPicker />),
  webviewEntryPage('/webview/bright-ai/new-thread/:notebookId', 'newThread', <ThreadWebview />),
  webviewEntryPage('/webview/bright-ai/:notebookId/:threadId', 'thread', <ThreadWebview />),
  webviewEntryPage('/webview/self-learn/notebooks', 'notebooks', <NotebooksPage />),
  webviewEntryPage('/webview/self-learn/bright-ai', 'selfLearn', <BrightAiHome />),
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
  // SPEC §2 screen areas Insights and Learning Path (the spec names no paths): a student's profile holds their path.
  appPage('/insights', 'insights', <InsightsHomePage />),
  appPage('/insights/:classId', 'classInsights', <ClassInsightsPage />),
  appPage('/insights/:classId/students/:studentId', 'studentInsights', <StudentProfilePage />),
  appPage('/scheduler', 'globalSchedulerPage', <GlobalSchedulerWebview />),
  appPage('/progress', 'myProgress', <MyProgressPage />),
  appPage('/assessment/take/:assessmentId', 'takeAssessment', <TakeAssessmentPage />),
  appPage('/assessment/report/:responseId', 'assessmentReport', <StudentReportPage />),
  // SPEC §2 screen areas: Help and Support; terms, privacy and licence agreement pages.
  infoPage('/help', 'help', <HelpPage />),
  infoPage('/terms', 'terms', <LegalPage document="terms" />),
  infoPage('/privacy', 'privacy', <LegalPage document="privacy" />),
  infoPage('/licence', 'licence', <LegalPage document="licence" />),
  publicPage('*', 'notFound', <NotFoundPage />),
];
