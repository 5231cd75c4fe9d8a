export { EmailPreview } from './email-preview';
