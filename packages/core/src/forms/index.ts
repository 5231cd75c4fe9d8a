export { applyServerErrors, useZodForm } from './use-zod-form';
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
