/**
 * @deprecated Import from `@storeroom/plugin-orders/contract`: the schemas, constants and
 * messages of the Orders area now live in its contract. Kept while callers move over.
 */
export * from './contract';
