import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import CastOutlinedIcon from '@mui/icons-material/CastOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LiveTvOutlinedIcon from '@mui/icons-material/LiveTvOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import type { Role } from '@bright/contracts';
import type { ReactNode } from 'react';
import { ROUTE_TABLE, type RouteEntry } from './route-table';
import { matchRoute } from './router';

export interface DashboardTile {
  /** Also the tile's test id: `dashboard-<key>`. */
  key: string;
  path: string;
  titleKey: string;
  icon: ReactNode;
  roles: readonly Role[];
}

const STAFF = ['admin', 'instructor'] as const;
const EVERYONE = ['admin', 'instructor', 'learner'] as const;

/**
 * Every area a dashboard may offer, in order. A tile shows only while its path opens a built page of the
 * route table: areas not built yet (live classes, Bright AI) appear once their route is.
 */
export const DASHBOARD_TILES: DashboardTile[] = [
  { key: 'classes', path: '/classes', titleKey: 'classes.nav', icon: <GroupsOutlinedIcon />, roles: EVERYONE },
  {
    key: 'my-assessments',
    path: '/dashboard/my-assessments',
    titleKey: 'assessmentTaking.nav',
    icon: <AssignmentOutlinedIcon />,
    roles: ['learner'],
  },
  {
    key: 'progress',
    path: '/progress',
    titleKey: 'progress.title',
    icon: <EmojiEventsOutlinedIcon />,
    roles: ['learner'],
  },
  {
    key: 'tests',
    path: '/dashboard/tests',
    titleKey: 'assessments.pages.tests',
    icon: <QuizOutlinedIcon />,
    roles: STAFF,
  },
  {
    key: 'assignments',
    path: '/dashboard/assignments',
    titleKey: 'assessments.pages.assignments',
    icon: <AssignmentOutlinedIcon />,
    roles: STAFF,
  },
  {
    key: 'lessons',
    path: '/dashboard/content',
    titleKey: 'dashboard.areas.lessons',
    icon: <MenuBookOutlinedIcon />,
    // Students find there the lessons published to their classes.
    roles: EVERYONE,
  },
  { key: 'insights', path: '/insights', titleKey: 'insights.title', icon: <InsightsOutlinedIcon />, roles: EVERYONE },
  {
    key: 'my-files',
    path: '/dashboard/my-files',
    titleKey: 'myFiles.title',
    icon: <FolderOpenOutlinedIcon />,
    roles: STAFF,
  },
  { key: 'phet', path: '/phet', titleKey: 'phet.title', icon: <ScienceOutlinedIcon />, roles: EVERYONE },
  {
    key: 'scheduler',
    path: '/scheduler',
    titleKey: 'scheduler.title',
    icon: <CalendarMonthOutlinedIcon />,
    roles: EVERYONE,
  },
  { key: 'live', path: '/live', titleKey: 'dashboard.areas.live', icon: <LiveTvOutlinedIcon />, roles: EVERYONE },
  {
    // AI notebooks and their threads; students reach the notebooks shared with their classes.
    key: 'notebooks',
    path: '/dashboard/notebooks',
    titleKey: 'notebooks.nav',
    icon: <AutoAwesomeOutlinedIcon />,
    roles: EVERYONE,
  },
  {
    key: 'daily-logs',
    path: '/daily-logs',
    titleKey: 'dailyLogs.title',
    icon: <EventNoteOutlinedIcon />,
    roles: STAFF,
  },
  {
    key: 'my-students',
    path: '/my-students',
    titleKey: 'classPeople.myStudents',
    icon: <SchoolOutlinedIcon />,
    roles: ['instructor'],
  },
  { key: 'devices', path: '/dashboard/devices', titleKey: 'devices.title', icon: <CastOutlinedIcon />, roles: STAFF },
  { key: 'people', path: '/admin/people', titleKey: 'people.title', icon: <PeopleAltOutlinedIcon />, roles: ['admin'] },
  {
    key: 'plans',
    path: '/UpgradePlan',
    titleKey: 'plans.title',
    icon: <WorkspacePremiumOutlinedIcon />,
    roles: ['admin'],
  },
];

/** Whether a path opens a built page (not the "not available yet" page, not "page not found"). */
export function isBuilt(path: string, table: RouteEntry[] = ROUTE_TABLE) {
  const found = matchRoute(path, table);
  return Boolean(found && !found.entry.soon && found.entry.name !== 'notFound');
}

/** The tiles a user with these roles gets: their areas that are built. */
export const tilesFor = (roles: readonly Role[], table: RouteEntry[] = ROUTE_TABLE, tiles = DASHBOARD_TILES) =>
  tiles.filter((tile) => tile.roles.some((role) => roles.includes(role)) && isBuilt(tile.path, table));
