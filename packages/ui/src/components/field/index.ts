export { Field, useFieldControl, useFieldContext } from './field';
export type { FieldProps, FieldControlProps } from './field';
