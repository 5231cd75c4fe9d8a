/**
 * The zod-free half of this plugin's contract: what the admin manifest (the shell's first
 * load) and other plugins' manifests may read at run time. `./index.ts` re-exports it.
 */
import { createSlotRef } from '@storeroom/core/contract';

/** Sections of the order side panel: other plugins fill it. */
export const ORDER_PANEL_SECTIONS = createSlotRef<{ orderId: number }>('orders.panel.sections');
