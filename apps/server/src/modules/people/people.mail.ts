import type { MailMessage } from '../../lib/mail';
import type { users } from '../../db/schema';
import type { PersonKind } from './people.queries';

type UserRow = typeof users.$inferSelect;

/**
 * The mail an added person gets: a sign-up link for someone without an account yet (the sign-up page
 * reads the email, and a student's role, from the link), otherwise a note with the sign-in link.
 */
export function invitationMail(appUrl: string, user: UserRow, instituteName: string, kind: PersonKind): MailMessage {
  const as = kind === 'staff' ? 'a teacher' : 'a student';
  if (user.passwordHash === null) {
    const role = kind === 'learner' ? '&role=learner' : '';
    const link = `${appUrl}/signup?email=${encodeURIComponent(user.email)}${role}`;
    return {
      to: user.email,
      subject: `You're invited to ${instituteName} on Bright Classroom`,
      text:
        `Hello ${user.firstName},\n\n${instituteName} has added you as ${as} on Bright Classroom.\n` +
        `Create your account with this link:\n${link}\n`,
      link,
    };
  }
  const link = `${appUrl}/login`;
  return {
    to: user.email,
    subject: `You've been added to ${instituteName}`,
    text: `Hello ${user.firstName},\n\n${instituteName} has added you as ${as} on Bright Classroom.\nSign in:\n${link}\n`,
    link,
  };
}
