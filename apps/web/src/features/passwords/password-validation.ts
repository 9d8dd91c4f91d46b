import { RESET_CODE_LENGTH, checkNewPassword } from '@bright/contracts';

/** Client-side checks of SPEC §5, as i18n keys (the English texts are the spec's). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): string | undefined {
  if (!email.trim()) return 'validation.enterEmail';
  if (!EMAIL_PATTERN.test(email.trim())) return 'validation.invalidEmail';
  return undefined;
}

export function codeProblem(code: string): string | undefined {
  return new RegExp(`^[0-9]{${RESET_CODE_LENGTH}}$`).test(code.trim()) ? undefined : 'passwords.forgot.codeFormat';
}

export interface NewPasswordErrors {
  password?: string;
  confirmPassword?: string;
}

/** 'Enter Password', 'Password too short', 'Password is not safe...', 'Enter Confirm Password', 'Password Mismatch'. */
export function validateNewPassword(password: string, confirmPassword: string): NewPasswordErrors {
  const problems = checkNewPassword(password, confirmPassword);
  const errors: NewPasswordErrors = {};
  if (problems.password) errors.password = `passwords.problems.${problems.password}`;
  if (problems.confirm) errors.confirmPassword = `passwords.problems.${problems.confirm}`;
  return errors;
}
