import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { attendanceRoutes } from './attendance/attendance.routes';
import { authRoutes } from './auth/auth.routes';
import { classPeopleRoutes } from './class-people/class-people.routes';
import { classRoutes } from './classes/classes.routes';
import { couponRoutes } from './coupons/coupons.routes';
import { dailyLogRoutes } from './daily-logs/daily-logs.routes';
import { joiningRoutes } from './joining/joining.routes';
import { rosterRoutes } from './roster/roster.routes';
import { emailVerificationRoutes } from './email-verification/email-verification.routes';
import { healthRoutes } from './health/health.routes';
import { instituteRoutes } from './institutes/institutes.routes';
import { licenceRoutes } from './licences/licences.routes';
import { oauthRoutes } from './oauth/oauth.routes';
import { operatorRoutes } from './operator/operator.routes';
import { passwordRoutes } from './passwords/passwords.routes';
import { peopleRoutes } from './people/people.routes';
import { planRoutes } from './plans/plans.routes';
import { profileRoutes } from './profile/profile.routes';
import { signupRoutes } from './signup/signup.routes';

/** Every feature module, registered in one place. */
export async function registerModules(app: FastifyInstance, options: { config: Config }) {
  await app.register(healthRoutes, options);
  await app.register(authRoutes, options);
  await app.register(oauthRoutes, options);
  await app.register(signupRoutes, options);
  await app.register(passwordRoutes, options);
  await app.register(emailVerificationRoutes, options);
  await app.register(instituteRoutes, options);
  await app.register(peopleRoutes, options);
  await app.register(profileRoutes, options);
  await app.register(planRoutes, options);
  await app.register(licenceRoutes, options);
  await app.register(couponRoutes, options);
  await app.register(operatorRoutes, options);
  await app.register(classRoutes, options);
  await app.register(classPeopleRoutes, options);
  await app.register(joiningRoutes, options);
  await app.register(rosterRoutes, options);
  await app.register(attendanceRoutes, options);
  await app.register(dailyLogRoutes, options);
}
