/** Browser storage keys of SPEC §3; the mobile apps and webviews read the same names. */
export const LOCAL_STORAGE_KEYS = {
  token: 'token',
  userId: 'userId',
  kneuraId: 'kneuraId',
  instituteId: 'instituteId',
  instituteKneuraId: 'instituteKneuraId',
  userName: 'userName',
  roles: 'roles',
  classes: 'classes',
  language: 'language',
  mode: 'mode',
  notificationToken: 'notificationToken',
  cbmsToken: 'cbmsToken',
} as const;

export const SESSION_STORAGE_KEYS = {
  classInfo: 'classinfo',
} as const;
