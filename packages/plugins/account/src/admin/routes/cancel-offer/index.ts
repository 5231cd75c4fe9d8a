export { CancelOfferPage } from './cancel-offer';
