import { ClassName } from '@bright/contracts';

/** The class name rule of the contract, as an i18n key for the form (undefined: fine). */
export function classNameProblem(name: string): string | undefined {
  const parsed = ClassName.safeParse(name);
  if (parsed.success) return undefined;
  const message = parsed.error.issues[0]?.message ?? '';
  if (message.includes('at most')) return 'classes.form.tooLong';
  if (message.includes('< or >')) return 'classes.form.noMarkup';
  return 'classes.form.nameRequired';
}
