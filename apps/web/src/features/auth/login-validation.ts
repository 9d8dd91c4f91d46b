/** Client-side checks of SPEC §5, returning i18n keys (the English texts are the spec's). */
export interface LoginErrors {
  email?: string;
  password?: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = 'validation.enterEmail';
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = 'validation.invalidEmail';
  if (!password) errors.password = 'validation.enterPassword';
  return errors;
}
