export { Field, useFieldControl, useFieldContext } from './field';
export type { ControlProps, FieldProps, FieldControlProps } from './field';
