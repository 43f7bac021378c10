// The customer's view of an order's life: placed, then each status change, and where the parcel is.
// The admin's timeline (who moved it, the notes) stays in the back office.
import type { OrderTimeline } from '@store/contract';
import type { Db } from '../../db/client';
import { orderTimeline } from './order-events';
import { partialRefundsOf } from './order-refunds';
import type { OrderRow } from './order-types';

/** The tracking pages of the carriers the store ships with, by the name an admin types (any case). */
const trackingPages: Record<string, (n: string) => string> = {
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  dhl: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=${n}`,
  'royal mail': (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
  'canada post': (n) => `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${n}`,
  'deutsche post': (n) => `https://www.deutschepost.de/de/s/sendungsverfolgung.html?piececode=${n}`,
  'japan post': (n) => `https://trackings.post.japanpost.jp/services/srv/search/?requestNo1=${n}`,
};

/** The carrier's page for this parcel, or null for a carrier the store does not know. */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const page = trackingPages[carrier.trim().toLowerCase()];
  return page ? page(encodeURIComponent(trackingNumber.trim())) : null;
}

export async function customerTimeline(db: Db, row: OrderRow): Promise<OrderTimeline> {
  const [events, refunds] = await Promise.all([orderTimeline(db, row.id), partialRefundsOf(db, row.id)]);
  // Orders folded together at the upgrade brought each its own copy of a shared moment (one payment).
  const seen = new Set<string>();
  // A partial refund is not a change of status: its moment comes from its refund record, with the amount.
  const moments = events.filter((e) => {
    if (e.fromStatus === e.toStatus) return false;
    const key = `${e.toStatus} ${e.note ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const changes = moments.map((e) => ({ status: e.toStatus, at: e.createdAt }));
  const statusAt = (at: Date) => changes.filter((c) => c.at <= at).at(-1)?.status ?? 'Pending';
  const partial = refunds.map((r) => ({ status: statusAt(r.at), at: r.at, partialRefund: { amount: r.amount, currency: row.currency } }));
  const later = [...changes, ...partial].sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    timeline: [{ status: 'Pending', at: row.createdAt.toISOString() }, ...later.map((e) => ({ ...e, at: e.at.toISOString() }))],
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: trackingUrl(row.carrier, row.trackingNumber),
  };
}
