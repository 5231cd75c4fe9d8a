/**
 * The typed client of the themes API, DERIVED from the contract. The contract has no
 * endpoints yet, so the client has none either; it is here so the entry point exists.
 */
import { createClient } from '@storeroom/core/contract';
import type { ContractClient } from '@storeroom/core/contract';
import type { HttpClient } from '@storeroom/core/client';
import { themesContract } from './contract';

export type ThemesClient = ContractClient<typeof themesContract>;

export function createThemesClient(http: HttpClient): ThemesClient {
  return createClient(themesContract, http);
}
