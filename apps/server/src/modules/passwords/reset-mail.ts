import type { MailMessage } from '../../lib/mail';
import { accountMail } from '../../lib/account-mail';

/** One mail with both ways back in: the link, and the code for a device where the link does not open. */
export const resetMail = (to: string, name: string, link: string, code: string): MailMessage =>
  accountMail({
    to,
    subject: 'Reset your Bright Classroom password',
    name,
    paragraphs: [
      'We received a request to reset your password. Follow the link below to choose a new one,',
      'or enter the 6-digit code below on the Forgot password page.',
    ],
    link,
    linkLabel: 'Reset your password',
    code,
    footer:
      'The link and the code are valid for 30 minutes and work once. If you did not ask for this, ignore this mail: your password stays as it is.',
  });
