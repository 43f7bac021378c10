// How orders are named and timed on screen (My Orders, the payment pages).

import { formatOrderNumber } from '@store/contract/limits';

/**
 * The numbers people quote for an order or a checkout: the order's own number (#1042), the same
 * as in its mails; a checkout's orders' numbers together, lowest first (#1042, #1043).
 */
export const orderNumbers = (orders: readonly { number: number }[]) =>
  orders
    .map((o) => o.number)
    .sort((a, b) => a - b)
    .map(formatOrderNumber)
    .join(', ');

/**
 * When an unpaid order's reserved stock returns to the shelf, with the day and the time zone
 * ('Nov 26, 10:11 AM UTC'): a bare '10:11 AM' leaves open which day and whose clock. No year: a
 * hold lasts minutes. The browser's own time zone unless `timeZone` is given (tests).
 */
export const heldUntil = (iso: string, timeZone?: string) => {
  const { date, time, zone } = heldUntilParts(iso, timeZone);
  return `${date}, ${time} ${zone}`;
};

/** The same in parts, each kept on one line where space is short: 'Nov 26', '10:11 AM', 'UTC'. */
export function heldUntilParts(iso: string, timeZone?: string): { date: string; time: string; zone: string } {
  const at = new Date(iso);
  return {
    date: at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone }),
    time: at.toLocaleTimeString('en-US', { timeStyle: 'short', timeZone }),
    zone: timeZoneName(iso, timeZone),
  };
}

/** 'UTC', 'EST', 'GMT+2': the short name of the zone at that moment. */
function timeZoneName(iso: string, timeZone?: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short', timeZone }).formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}
