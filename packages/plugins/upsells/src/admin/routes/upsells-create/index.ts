export { UpsellsCreatePage } from './upsells-create';
