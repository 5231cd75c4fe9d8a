export { applyServerErrors, useZodForm } from './use-zod-form';
