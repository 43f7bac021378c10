// How orders are named and timed on screen (My Orders, the order and payment pages, the back office).

/** 'Nov 20, 2026, 10:00 AM': when an order was placed or moved, in the browser's time zone unless `timeZone` is given (tests). */
export const formatDateTime = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });

/** An order in a few words: its first product, and how many more lines it has ('Saw + 2 more'). */
export function orderName(order: { productName: string; lines: readonly unknown[] }): string {
  const more = order.lines.length - 1;
  return more > 0 ? `${order.productName} + ${more.toLocaleString('en-US')} more` : order.productName;
}

/** Units bought over every line (what the Quantity columns show: SPEC's totalQuantity is only the first line's). */
export const orderUnits = (order: { lines: readonly { quantity: number }[] }): number => order.lines.reduce((n, l) => n + l.quantity, 0);

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
