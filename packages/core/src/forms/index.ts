export { applyServerErrors, useZodForm } from './use-zod-form';
export { useFormSave } from './use-form-save';
export type { FormSave } from './use-form-save';
export {
  FormCheckbox,
  FormCheckboxGroup,
  FormDateInput,
  FormMoneyInput,
  FormNumberInput,
  FormSelect,
  FormSwitch,
} from './form-controls';
export type { FormControlBinding } from './form-controls';
