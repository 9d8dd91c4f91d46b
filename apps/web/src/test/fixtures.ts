import {
  type ClassMember,
  type ClassSummary,
  type InstituteListItem,
  type LicenseDetails,
  type Profile,
  type Role,
  instituteListRoute,
  isSessionActiveRoute,
  licenseDetailsRoute,
  newMessagesCountRoute,
  teacherInfoRoute,
} from '@bright/contracts';
import { HttpResponse, http } from 'msw';
import { reply } from './api-mock';

/** Builders of contract-typed answers; each test overrides only what it is about. */
export const buildProfile = (roles: Role[], overrides: Partial<Profile> = {}): Profile => ({
  userId: 'u-1',
  kneuraId: 'k-1',
  email: 'asha@demo.test',
  first_name: 'Asha',
  last_name: 'Rao',
  contactNumber: null,
  profilePictureUrl: null,
  language: 'en',
  teacherCategory: null,
  emailVerified: true,
  roles,
  instituteName: 'Demo School',
  abilities: { canSetTeacherCategory: !roles.includes('learner') },
  ...overrides,
});

export const buildInstitute = (roles: Role[]): InstituteListItem => ({
  instituteId: 'i-1',
  instituteKneuraId: 'ik-1',
  name: 'Demo School',
  roles,
  isDefault: true,
  isCurrent: true,
});

export const buildClass = (overrides: Partial<ClassSummary> = {}): ClassSummary => ({
  classId: 'c-1',
  name: 'Class 6A',
  instituteId: 'i-1',
  relation: 'instructor',
  studentCount: 2,
  teachers: [{ id: 'u-1', first_name: 'Asha', last_name: 'Rao' }],
  joinCode: 'JOIN42',
  createdAt: '2026-01-05T09:00:00.000Z',
  abilities: { canTeach: true, canManage: true },
  ...overrides,
});

export const buildMember = (id: string, firstName: string, type: ClassMember['type'] = 'learner'): ClassMember => ({
  id,
  kneuraId: `k-${id}`,
  email: `${firstName.toLowerCase()}@demo.test`,
  first_name: firstName,
  last_name: null,
  type,
  joinedAt: '2026-01-05T09:00:00.000Z',
  registered: true,
  guardianName: null,
  guardianContactNumber: null,
});

export const buildLicenceDetails = (overrides: Partial<LicenseDetails> = {}): LicenseDetails => ({
  licenseId: 'l-1',
  instituteId: 'i-1',
  instituteKneuraId: 'ik-1',
  featureSet: 'FULL',
  isActive: true,
  isTrialUsed: false,
  trialValidTill: null,
  isUsable: true,
  accountType: null,
  plan: null,
  landing: 'create',
  features: [],
  limits: [],
  abilities: {
    isAdmin: false,
    canActivateTrial: false,
    canUpgrade: false,
    canContactSales: false,
    canTopUp: false,
    canSeeUsage: false,
    canRedeemCoupon: false,
  },
  ...overrides,
});

/** What the signed-in layout reads on every page: the profile, the institutes, the session and licence. */
export const shellMocks = (roles: Role[]) => [
  reply(teacherInfoRoute, buildProfile(roles)),
  reply(instituteListRoute, [buildInstitute(roles)]),
  reply(isSessionActiveRoute, { userId: 'u-1', instituteId: 'i-1', roles, expiresAt: '2099-01-01T00:00:00.000Z' }),
  reply(licenseDetailsRoute, buildLicenceDetails()),
  reply(newMessagesCountRoute, { newMessagesCount: 0 }),
  // The bell's live connection: a page test has no socket server, so it stays offline (and retries later).
  http.all('*/socket.io/*', () => HttpResponse.error()),
];
