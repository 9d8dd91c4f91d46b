import { Stack } from '@mui/material';
import { AttendancePanel } from '../../features/attendance/components/attendance-panel';
import { BadgesPanel } from '../../features/badges/components/badges-panel';
import { BehaviourPanel } from '../../features/behaviour/components/behaviour-panel';
import { ClassAssessmentsPanel } from '../../features/assessment-taking/pages/my-assessments-page';
import { ClassAssessmentsTab } from '../../features/assessments/pages/assessments-page';
import { ClassFeed } from '../../features/class-feed/components/class-feed';
import { InsightsLink } from '../../features/insights/components/insights-link';
import { ClassPeoplePanel } from '../../features/class-people/components/class-people-panel';
import { ClassHomePage, type ClassPanels } from '../../features/classes/pages/class-home-page';
import { JoinCodeCard } from '../../features/joining/components/join-code-card';
import { SchedulerView } from '../../features/scheduler/components/scheduler-view';

/**
 * A class's home composes the features that show in its tabs (features do not import one another).
 */
const panels: ClassPanels = (klass) => ({
  people: (
    <Stack spacing={3}>
      {klass.abilities.canTeach && <InsightsLink classId={klass.classId} />}
      <ClassPeoplePanel
        klass={klass}
        extras={<JoinCodeCard classId={klass.classId} canManage={klass.abilities.canManage} />}
      />
    </Stack>
  ),
  attendance: <AttendancePanel klass={klass} />,
  behaviour: <BehaviourPanel klass={klass} extra={<BadgesPanel klass={klass} />} />,
  feed: <ClassFeed classId={klass.classId} />,
  schedule: <SchedulerView classId={klass.classId} classes={klass.abilities.canTeach ? [klass] : []} />,
  // Teachers author the class's tests; students see the ones assigned to them.
  tests: klass.abilities.canTeach ? (
    <ClassAssessmentsTab classId={klass.classId} />
  ) : (
    <ClassAssessmentsPanel classId={klass.classId} />
  ),
});

export function ClassHomeRoute() {
  return <ClassHomePage panels={panels} />;
}
