import type { MailMessage } from '../../lib/mail';

interface Invitation {
  appUrl: string;
  user: { email: string; firstName: string; passwordHash: string | null };
  className: string;
  instituteName: string;
  teacherName: string;
}

/**
 * The mail a student invited from a class gets: without an account yet, a sign-up link that opens the
 * sign-up page with their email and the student role chosen (SPEC §6: a student signs up as invited);
 * with one, a note that the class is waiting in their classes.
 */
export function classInvitationMail(invitation: Invitation): MailMessage {
  const { appUrl, user, className, instituteName, teacherName } = invitation;
  const where = `the class "${className}" at ${instituteName}`;
  if (user.passwordHash === null) {
    const link = `${appUrl}/signup?email=${encodeURIComponent(user.email)}&role=learner`;
    return {
      to: user.email,
      subject: `${teacherName} invited you to ${className} on Bright Classroom`,
      text:
        `Hello ${user.firstName},\n\n${teacherName} invited you to ${where} on Bright Classroom.\n` +
        `Create your student account with this link; you will find the class under Classes:\n${link}\n`,
      link,
    };
  }
  const link = `${appUrl}/classes`;
  return {
    to: user.email,
    subject: `You've been added to ${className}`,
    text: `Hello ${user.firstName},\n\n${teacherName} added you to ${where} on Bright Classroom.\nOpen your classes:\n${link}\n`,
    link,
  };
}
