export { Stepper, Wizard, wizardProgress } from './wizard';
export type { StepperProps, WizardProps, WizardStep } from './wizard';
