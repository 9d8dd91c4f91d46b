import { Stack } from '@mui/material';
import { AttendancePanel } from '../../features/attendance/components/attendance-panel';
import { ClassPeoplePanel } from '../../features/class-people/components/class-people-panel';
import { ClassHomePage, type ClassPanels } from '../../features/classes/pages/class-home-page';
import { JoinCodeCard } from '../../features/joining/components/join-code-card';

/**
 * A class's home composes the features that show in its tabs (features do not import one another).
 * Behaviour, Feed and Schedule show "not available yet" until their features add a panel here.
 */
const panels: ClassPanels = (klass) => ({
  people: (
    <Stack spacing={3}>
      <ClassPeoplePanel
        klass={klass}
        extras={<JoinCodeCard classId={klass.classId} canManage={klass.abilities.canManage} />}
      />
    </Stack>
  ),
  attendance: <AttendancePanel klass={klass} />,
});

export function ClassHomeRoute() {
  return <ClassHomePage panels={panels} />;
}
