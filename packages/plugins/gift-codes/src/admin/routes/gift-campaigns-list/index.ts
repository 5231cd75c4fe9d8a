export { GiftCampaignsPage } from './gift-campaigns-list';
