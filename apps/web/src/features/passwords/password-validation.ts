import { RESET_CODE_LENGTH, checkNewPassword } from '@bright/contracts';
import { z } from 'zod';

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

/**
 * Change password (current, new, confirm): the contract's own SPEC §5 check of a new password, as a
 * schema for the form; every field's problem shows at once, as an i18n key.
 */
export const ChangePasswordFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((input, context) => {
    const problems = validateNewPassword(input.newPassword, input.confirmPassword);
    if (!input.currentPassword) {
      context.addIssue({ code: 'custom', path: ['currentPassword'], message: 'passwords.change.enterCurrent' });
    }
    if (problems.password) context.addIssue({ code: 'custom', path: ['newPassword'], message: problems.password });
    if (problems.confirmPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: problems.confirmPassword });
    }
  });
export type ChangePasswordFormInput = z.input<typeof ChangePasswordFormSchema>;
