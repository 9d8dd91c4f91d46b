import { z } from 'zod';
import { access } from './access';
import { Email } from './auth';
import { PASSWORD_MIN_LENGTH } from './constants';
import { emptyData, envelope } from './envelope';
import { provideMessage } from './errors';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

/** A reset link and a reset code live 30 minutes; a code allows 5 wrong tries. */
export const PASSWORD_RESET_EXPIRY_MS = 30 * 60 * 1000;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const RESET_CODE_LENGTH = 6;
/** changePasswordWithoutCurrentPassword trusts the caller's own session only this long after sign-in. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

export const PASSWORD_MESSAGES = defineMessages('password', {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  notSafe: 'Password is not safe. Please try another password',
  mustDiffer: 'New password must be different from the old password',
  resetSent: 'If an account exists for this email, we have sent it a reset link and a code.',
  invalidCode: 'Invalid or expired code.',
  invalidResetLink: 'Expired or invalid password reset link!',
  codeVerified: 'Code verified',
  passwordReset: 'Password reset successfully. Please sign in with your new password.',
  passwordChanged: 'Password changed successfully',
  recentSignInNeeded: 'Please sign in again, or change your password with your current password',
  userNotFound: 'User not found',
  otherInstitutes: 'This user also belongs to another institute: they must reset their own password',
  tokenOrCode: 'Please provide: token, or email and code',
} as const);

/**
 * About 200 of the most used passwords (public breach lists); 'Password is not safe' refuses them on
 * both sides. Compared case-insensitively.
 */
const COMMON = `123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321 superman
1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer
harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas hockey ranger daniel starwars klaster
112233 george computer michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie
159753 aaaaaa ginger princess joshua cheese amanda summer love ashley nicole chelsea biteme matthew access yankees
987654321 dallas austin thunder taylor matrix minecraft william corvette hello martin heather secret merlin diamond
1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test bailey q1w2e3r4t5 patrick internet scooter
orange 11111 golfer cookie richard samantha bigdog guitar jackson whatever mickey chicken sparky snoopy maverick
phoenix camaro peanut morgan welcome falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota
arsenal eagles melissa boomer booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo
bulldog qwer1234 compaq purple hardcore banana junior hannah 123654 porsche lakers iceman money cowboys 987654
london tennis 999999 ncc1701 coffee scooby 0000 miller boston q1w2e3r4 brandon yamaha chester mother forever
johnny edward 333333 oliver redsox player nikita knight fender barney midnight please brandy chicago badboy slayer
rangers charles angel flower rabbit wizard jasper enter rachel chris steven winner adidas victoria natasha
1q2w3e4r jasmine winter prince marine ghbdtn fishing cocacola casper james 232323 raiders 888888 marlboro
gandalf asdfasdf crystal 87654321 12344321 golden 8675309 8888 11223344 qwerty123 password1
password123 abcdef abcd1234 admin admin123 welcome1 passw0rd p@ssword p@ssw0rd iloveyou1 qwerty1 1q2w3e 123abc
zaq12wsx 1qazxsw2 baseball1 football1 monkey1 letmein1 test1234 test123 changeme default secret123 login
root toor abc12345 aa123456 a123456 123456a qwertyu asdf1234 asdfghjkl zxcvbnm1 lovely hello123 sunshine1 princess1
shadow1 master1 666666666 1234561 12345a teacher student school classroom bright123 welcome123
letmein123 football123 iloveyou123 trustno1! baseball123 monkey123 dragon123 superman1`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON.split(/\s+/).filter(Boolean));

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.trim().toLowerCase());

/** A password someone is choosing: at least 6 characters and not a common one (SPEC §5, §9). */
export const NewPassword = z
  .string({ error: provideMessage('Password') })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_MESSAGES.tooShort })
  .max(200, { error: 'Password must be at most 200 characters' })
  .refine((password) => !isCommonPassword(password), { error: PASSWORD_MESSAGES.notSafe });

const CurrentPassword = z
  .string({ error: provideMessage('currentPassword') })
  .min(1, { error: provideMessage('currentPassword') })
  .max(200, { error: 'Password must be at most 200 characters' });

/** Codes and tokens are checked by the service, so a bad one answers the spec's message, not a schema's. */
const SecretText = (field: string) =>
  z
    .string({ error: provideMessage(field) })
    .trim()
    .min(1, { error: provideMessage(field) })
    .max(512, { error: `${field} is too long` });

/** What the client checks before a new password leaves the page (SPEC §5), as problem codes. */
export type NewPasswordProblem = 'enterPassword' | 'tooShort' | 'notSafe';
export type ConfirmPasswordProblem = 'enterConfirmPassword' | 'mismatch';

export function checkNewPassword(password: string, confirm: string) {
  let passwordProblem: NewPasswordProblem | undefined;
  if (!password) passwordProblem = 'enterPassword';
  else if (password.length < PASSWORD_MIN_LENGTH) passwordProblem = 'tooShort';
  else if (isCommonPassword(password)) passwordProblem = 'notSafe';
  let confirmProblem: ConfirmPasswordProblem | undefined;
  if (!confirm) confirmProblem = 'enterConfirmPassword';
  else if (confirm !== password) confirmProblem = 'mismatch';
  return { password: passwordProblem, confirm: confirmProblem };
}

/** SPEC §5's texts for a new password typed twice, as a form words them before anything is sent. */
export const NEW_PASSWORD_MESSAGES = defineMessages('newPassword', {
  enterPassword: 'Enter Password',
  tooShort: 'Password too short',
  enterConfirmPassword: 'Enter Confirm Password',
  mismatch: 'Password Mismatch',
} as const);

const NEW_PASSWORD_TEXTS: Record<NewPasswordProblem | ConfirmPasswordProblem, string> = {
  ...NEW_PASSWORD_MESSAGES,
  notSafe: PASSWORD_MESSAGES.notSafe,
};

/**
 * A new password and its confirmation as a form checks them (SPEC §5): each field's problem with its
 * catalogue text. The server checks the password again with NewPassword.
 */
export const NewPasswordConfirmation = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine(({ password, confirmPassword }, context) => {
    const problems = checkNewPassword(password, confirmPassword);
    if (problems.password) {
      context.addIssue({ code: 'custom', path: ['password'], message: NEW_PASSWORD_TEXTS[problems.password] });
    }
    if (problems.confirm) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: NEW_PASSWORD_TEXTS[problems.confirm] });
    }
  });

export const ForgotPasswordBody = z.strictObject({ email: Email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const forgotPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/forgotPassword',
  summary: 'Mail a reset link and a 6-digit code (30 minutes); the answer is the same for every email',
  tags: ['passwords'],
  access: access.public,
  body: ForgotPasswordBody,
  response: envelope(emptyData),
});

export const VerifyResetCodeBody = z.strictObject({ email: Email, code: SecretText('code') });
export type VerifyResetCodeBody = z.infer<typeof VerifyResetCodeBody>;

export const verifyResetCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/verifyResetCode',
  summary: 'Check a reset code without using it (each wrong try counts)',
  tags: ['passwords'],
  access: access.public,
  body: VerifyResetCodeBody,
  response: envelope(z.object({ email: z.string() })),
});

export const ResetPasswordBody = z
  .strictObject({
    token: SecretText('token').optional(),
    email: Email.optional(),
    code: SecretText('code').optional(),
    newPassword: NewPassword,
  })
  .refine((body) => Boolean(body.token) || Boolean(body.email && body.code), {
    error: PASSWORD_MESSAGES.tokenOrCode,
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const resetPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/resetPassword',
  summary: 'Set a new password with the mailed link token or the email and code; ends every session',
  tags: ['passwords'],
  access: access.public,
  body: ResetPasswordBody,
  response: envelope(emptyData),
});

export const ChangePasswordBody = z.strictObject({
  email: Email,
  currentPassword: CurrentPassword,
  newPassword: NewPassword,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const changePasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/changePassword',
  summary: 'Change your own password with the current one; ends your other sessions',
  tags: ['passwords'],
  access: access.signedIn,
  body: ChangePasswordBody,
  response: envelope(emptyData),
});

export const ChangePasswordWithoutCurrentBody = z.strictObject({ email: Email, newPassword: NewPassword });
export type ChangePasswordWithoutCurrentBody = z.infer<typeof ChangePasswordWithoutCurrentBody>;

export const changePasswordWithoutCurrentPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/galileo/changePasswordWithoutCurrentPassword',
  summary:
    'Set a password without the current one: your own within 10 minutes of signing in, or, as an admin, ' +
    'that of a user who belongs only to your institute',
  tags: ['passwords'],
  access: access.signedIn,
  body: ChangePasswordWithoutCurrentBody,
  response: envelope(emptyData),
});
