import { SelectField } from './select-field';

/** A list's sort order, one of `options`, each shown by `labelOf`. */
export function SortSelect<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  labelOf: (value: T) => string;
  onChange: (value: T) => void;
  testId?: string;
  minWidth?: number;
}) {
  return (
    <SelectField
      label={props.label}
      value={props.value}
      options={props.options.map((value) => ({ value, label: props.labelOf(value) }))}
      onChange={props.onChange}
      testId={props.testId}
      minWidth={props.minWidth ?? 190}
    />
  );
}
