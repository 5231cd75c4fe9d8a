import type { ComponentType } from 'react';
import type { AccessSubject } from '../access';

/**
 * The typed list of extension points (slots) and the props each passes to its fills. A screen
 * declares a slot by rendering `<Slot name="..." />`; plugins fill it. Plugins add their own
 * slots by augmenting this interface:
 *
 * @example
 * declare module '@storeroom/core' {
 *   interface SlotRegistry { 'reviews.panel.sections': { reviewId: number } }
 * }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}`: a slot without props
type NoProps = {};
export interface SlotRegistry {
  /** Extra buttons at the end of the shell header (core). */
  'shell.header.actions': NoProps;
  /** Widgets on the dashboard (spec 2 §2 "/admin"). */
  'dashboard.widgets': NoProps;
  /** Sections of the order side panel. */
  'orders.panel.sections': { orderId: number };
  /** Sections of the product editor. */
  'products.editor.sections': { productId: number };
  /** Sections of the customer profile. */
  'customers.profile.sections': { customerId: number };
  /** The sidebar of a support ticket. */
  'support.ticket.sidebar': { ticketId: number };
}

export type SlotName = keyof SlotRegistry & string;
export type SlotProps<TName extends SlotName> = SlotRegistry[TName];

/** The slots the core shell itself declares. */
export const CORE_SLOTS: readonly SlotName[] = ['shell.header.actions'];

/** One component offered to a slot. */
export interface SlotFill<TName extends SlotName = SlotName> {
  slot: TName;
  /** Unique within the plugin; the error boundary names it when it fails. */
  id: string;
  /** Lower comes first; equal orders keep plugin registration order (stable). */
  order?: number;
  /** Shown only to users with at least limited access to this subject. */
  subject?: AccessSubject | string;
  component: ComponentType<SlotProps<TName>>;
}

/** Any fill of any slot (a plugin's `slots` list). */
export type AnySlotFill = { [TName in SlotName]: SlotFill<TName> }[SlotName];

/**
 * A typed slot fill: the component's props are the slot's.
 *
 * @example
 * slots: [fillSlot('orders.panel.sections', { id: 'reviews', component: OrderReviews })]
 */
export function fillSlot<TName extends SlotName>(
  slot: TName,
  fill: Omit<SlotFill<TName>, 'slot'>,
): SlotFill<TName> {
  return { ...fill, slot };
}
