import type { ComponentType } from 'react';
import type { AccessSubject } from '../access';
import type { SlotRef } from '../contract/refs';

/**
 * The core shell's own extension points. A plugin's slots are not listed here: the plugin
 * declares them in its contract with `createSlotRef<TProps>(id)`, renders them with
 * `<Slot slot={ref} props={...} />`, and other plugins fill them with `fillSlot(ref, ...)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}`: a slot without props
type NoProps = {};
export interface SlotRegistry {
  /** Extra buttons at the end of the shell header (core). */
  'shell.header.actions': NoProps;
}

export type SlotName = keyof SlotRegistry & string;
export type SlotProps<TName extends SlotName> = SlotRegistry[TName];

/** A slot: a core slot's name or a plugin contract's slot ref. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- refs of any props
export type AnySlot = SlotName | SlotRef<any>;

/** The props a slot passes to its fills. */
export type PropsOfSlot<TSlot extends AnySlot> =
  TSlot extends SlotRef<infer TProps> ? TProps : TSlot extends SlotName ? SlotRegistry[TSlot] : never;

/** The id of a slot (a core name, or a ref's id). */
export function slotId(slot: AnySlot): string {
  return typeof slot === 'string' ? slot : slot.id;
}

/** The slots the core shell itself declares. */
export const CORE_SLOTS: readonly SlotName[] = ['shell.header.actions'];

/** One component offered to a slot. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fills of any props
export interface SlotFill<TProps = any> {
  /** The slot's id. */
  slot: string;
  /** Unique within the plugin; the error boundary names it when it fails. */
  id: string;
  /** Lower comes first; equal orders keep plugin registration order (stable). */
  order?: number;
  /** Shown only to users with at least limited access to this subject. */
  subject?: AccessSubject | string;
  component: ComponentType<TProps>;
}

/** Any fill of any slot (a plugin's `slots` list). */
export type AnySlotFill = SlotFill;

/**
 * A typed slot fill: the component's props are the slot's. A manifest (the shell's first
 * load) that must not load another plugin's contract at run time names the slot by id and
 * takes its type only: `fillSlot<typeof DASHBOARD_WIDGETS>('dashboard.widgets', ...)`.
 *
 * @example
 * slots: [fillSlot(REVIEW_PANEL_SECTIONS, { id: 'photos', component: ReviewPhotos })]
 */
export function fillSlot<TSlot extends AnySlot>(
  slot: TSlot | (TSlot extends SlotRef<unknown> ? string : never),
  fill: Omit<SlotFill<PropsOfSlot<TSlot>>, 'slot'>,
): SlotFill<PropsOfSlot<TSlot>> {
  return { ...fill, slot: typeof slot === 'string' ? slot : slotId(slot) };
}
