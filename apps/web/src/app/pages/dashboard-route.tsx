import type { Role } from '@bright/contracts';
import { useTranslation } from 'react-i18next';
import { DueAssessmentsCard } from '../../features/assessment-taking/components/due-assessments-card';
import { ToGradeCard } from '../../features/assessment-results/components/to-grade-card';
import { RecentFeedbackCard } from '../../features/behaviour/components/recent-feedback-card';
import { RecentActivityCard } from '../../features/daily-logs/components/recent-activity-card';
import { BrightAiTools } from '../../features/bright-ai/components/bright-ai-tools';
import { AiNotesCard } from '../../features/ai-notes/components/ai-notes-entry';
import { type DashboardKind, DashboardPage } from '../../features/dashboard/pages/dashboard-page';
import { DashboardRemount } from '../../features/licences/components/landing';
import { LicenceDashboardSection } from '../../features/licences/components/licence-dashboard-section';
import { OperatorLanding } from '../../features/operator/components/operator-landing';
import { TodayCard } from '../../features/scheduler/components/today-card';
import { useMyClasses } from '../../lib/class-queries';
import { useSessionStore } from '../../lib/session-store';
import { tilesFor } from '../dashboard-tiles';

const NO_ROLES: Role[] = [];

const kindOf = (roles: readonly Role[]): DashboardKind =>
  roles.includes('admin') ? 'admin' : roles.includes('instructor') ? 'instructor' : 'learner';

/** A student's cards: work due, today, feedback (the classes they learn in). */
function LearnerCards() {
  const classes = useMyClasses();
  const learning = classes.data?.filter((klass) => klass.relation === 'learner');
  return (
    <>
      <DueAssessmentsCard />
      <TodayCard />
      <RecentFeedbackCard classes={learning} />
    </>
  );
}

/**
 * /dashboard/create: each role's home, composed from the features (which do not import one another).
 * Students: work due, today's schedule, feedback. Teachers: today's classes, tests to grade, recent
 * activity. Admins: the same, with the plan. Operators of no institute: their console.
 */
export function DashboardRoute() {
  const roles = useSessionStore((state) => state.session?.roles) ?? NO_ROLES;
  // No role here (an operator of no institute, a user choosing an institute): no school cards to ask for.
  if (roles.length === 0) return <OperatorLanding />;
  const kind = kindOf(roles);
  return <RoleDashboard roles={roles} kind={kind} />;
}

function RoleDashboard({ roles, kind }: { roles: readonly Role[]; kind: DashboardKind }) {
  const { t } = useTranslation();
  const tiles = tilesFor(roles).map((tile) => ({ ...tile, title: t(tile.titleKey) }));
  return (
    <DashboardRemount>
      <DashboardPage kind={kind} tiles={tiles}>
        {kind === 'learner' ? (
          <LearnerCards />
        ) : (
          <>
            <TodayCard />
            <ToGradeCard />
            <RecentActivityCard />
          </>
        )}
      </DashboardPage>
      {kind !== 'learner' && <BrightAiTools extra={<AiNotesCard />} />}
      {kind !== 'learner' && <LicenceDashboardSection />}
    </DashboardRemount>
  );
}
