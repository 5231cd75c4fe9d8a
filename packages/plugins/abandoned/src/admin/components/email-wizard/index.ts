export { EmailWizard, NEW_WIZARD_EMAIL } from './email-wizard';
export type { EmailWizardProps, WizardEmail } from './email-wizard';
