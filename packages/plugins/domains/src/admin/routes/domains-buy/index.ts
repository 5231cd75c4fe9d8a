export { DomainsBuyPage } from './domains-buy';
