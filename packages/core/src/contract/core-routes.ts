/**
 * The core contract as its zod-free route table (the same rows `coreContract` spreads into its
 * endpoints), typed as the contract: what the shell's own calls use (session, account, jobs,
 * notices), so that the contract's schemas, and the schema library, stay out of the shell's
 * first load. A client made from it sends the same requests; it validates no response.
 */
import type { coreContract } from './core-contract';
import { CORE_ROUTES } from './core-model';

export const coreRoutes = { id: 'core', endpoints: CORE_ROUTES } as unknown as typeof coreContract;
