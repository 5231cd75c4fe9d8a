export { GiftCardsPage } from './gift-cards-list';
