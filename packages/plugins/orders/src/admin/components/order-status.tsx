import { StatusPill } from '@storeroom/ui';
import type { BadgeTone } from '@storeroom/ui';
import { FULFILMENT_STATUS_LABELS, PAID_STATUS_LABELS } from '../../contract/model';
import type { FulfilmentStatus, PaidStatus } from '../../contract';

const fulfilmentTones: Record<string, BadgeTone> = {
  '0': 'neutral',
  '1': 'warning',
  '2': 'info',
  '3': 'warning',
  '4': 'warning',
  '5': 'success',
};
const paidTones: Record<string, BadgeTone> = { '0': 'warning', '1': 'info', '-1': 'success', '-2': 'danger' };

const fulfilmentLabels = Object.fromEntries(Object.entries(FULFILMENT_STATUS_LABELS));
const paidLabels = Object.fromEntries(Object.entries(PAID_STATUS_LABELS));

/** The fulfilment status of an order with the spec's label (spec 2 §4). */
export function FulfilmentStatusPill({ status }: { status: FulfilmentStatus }) {
  return <StatusPill status={String(status)} labels={fulfilmentLabels} tones={fulfilmentTones} />;
}

/** The paid status of an order with the spec's label (spec 2 §4). */
export function PaidStatusPill({ paid }: { paid: PaidStatus }) {
  return <StatusPill status={String(paid)} labels={paidLabels} tones={paidTones} />;
}
