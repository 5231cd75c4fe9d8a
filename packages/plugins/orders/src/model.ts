/** Moved: the zod-free half of the contract is `./contract/model.ts` (this shim goes with the admin migration). */
export * from './contract/model';
export type * from './contract';
