import { ClassName } from '@bright/contracts';
import { fieldProblemKey } from '../../lib/field-problem';

/** The class name rule of the contract, as an i18n key for the form (undefined: fine), chosen by code. */
export function classNameProblem(name: string): string | undefined {
  return fieldProblemKey(ClassName, name, {
    byCode: { 'class.nameTooLong': 'classes.form.tooLong', 'class.noMarkup': 'classes.form.noMarkup' },
    tooLong: 'classes.form.tooLong',
    fallback: 'classes.form.nameRequired',
  });
}
