import type { DisputeEvent, DisputeKind, DisputeMessage, DisputeStatus } from '../api/dispute-types';
import { DISPUTE_EVENTS, DISPUTE_STATUSES } from '../api/dispute-types';

export function isDisputeStatus(value: unknown): value is DisputeStatus {
  return typeof value === 'string' && (DISPUTE_STATUSES as readonly string[]).includes(value);
}

export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  open: 'dispute.status.open',
  offered: 'dispute.status.offered',
  return_requested: 'dispute.status.return_requested',
  return_shipped: 'dispute.status.return_shipped',
  refused: 'dispute.status.refused',
  escalated: 'dispute.status.escalated',
  refunded: 'dispute.status.refunded',
  withdrawn: 'dispute.status.withdrawn',
  decided: 'dispute.status.decided',
};

export const DISPUTE_STATUS_COLORS: Record<DisputeStatus, string> = {
  open: 'orange',
  offered: 'blue',
  return_requested: 'indigo',
  return_shipped: 'cyan',
  refused: 'red',
  escalated: 'grape',
  refunded: 'green',
  withdrawn: 'gray',
  decided: 'gray',
};

export const DISPUTE_KIND_LABELS: Record<DisputeKind, string> = {
  not_received: 'dispute.kind.not_received',
  not_as_described: 'dispute.kind.not_as_described',
  return: 'dispute.kind.return',
};

const EVENT_LABELS: Record<DisputeEvent, string> = {
  opened: 'dispute.event.opened',
  offered: 'dispute.event.offered',
  accepted: 'dispute.event.accepted',
  return_requested: 'dispute.event.return_requested',
  return_shipped: 'dispute.event.return_shipped',
  return_received: 'dispute.event.return_received',
  refused: 'dispute.event.refused',
  escalated: 'dispute.event.escalated',
  decided: 'dispute.event.decided',
  refunded: 'dispute.event.refunded',
  withdrawn: 'dispute.event.withdrawn',
  lapsed: 'dispute.event.lapsed',
  seller_silent: 'dispute.event.seller_silent',
  offer_accepted: 'dispute.event.offer_accepted',
  buyer_silent: 'dispute.event.buyer_silent',
};

/** The reader's wording of a system line; a step this client does not know yet reads "the case moved on". */
export function eventLabel(event: string | null): string {
  const known = (DISPUTE_EVENTS as readonly string[]).includes(event ?? '');
  return known ? EVENT_LABELS[event as DisputeEvent] : 'dispute.event.other';
}

export const ROLE_LABELS: Record<DisputeMessage['role'], string> = {
  buyer: 'dispute.role.buyer',
  seller: 'dispute.role.seller',
  arbiter: 'dispute.role.arbiter',
  system: 'dispute.role.system',
};
