export { FormErrors } from './form-errors';
export type { FormErrorsProps } from './form-errors';
