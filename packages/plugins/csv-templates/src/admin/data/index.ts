/** The CSV templates' data hooks, derived from the contract: screens never fetch. */
import { resourceHooks } from '@storeroom/core';
import { csvTemplatesContract } from '../../contract';

export const templates = resourceHooks(csvTemplatesContract, 'templates');
