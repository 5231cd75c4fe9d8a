export { DomainsConfirmPage } from './domains-confirm';
