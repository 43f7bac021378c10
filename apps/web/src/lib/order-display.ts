// How orders are named and timed on screen (My Orders, the order and payment pages, the back office),
// in the page's language and as its readers write dates (docs/decisions/0033).
import { msg, plural } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { PageFormat } from './format';

/** 'Nov 20, 2026, 10:00 AM': when an order was placed or moved, in the browser's time zone unless `timeZone` is given (tests). */
export const formatDateTime = (format: PageFormat, iso: string, timeZone?: string) =>
  format.date(iso, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });

/** An order in a few words: its first product, and how many more lines it has ('Saw + 2 more'). */
export function orderName(i18n: I18n, order: { productName: string; lines: readonly unknown[] }): string {
  const more = order.lines.length - 1;
  const { productName } = order;
  return more > 0 ? i18n._(msg`${productName} + ${plural(more, { other: '# more' })}`) : productName;
}

/** Units bought over every line (what the Quantity columns show: SPEC's totalQuantity is only the first line's). */
export const orderUnits = (order: { lines: readonly { quantity: number }[] }): number => order.lines.reduce((n, l) => n + l.quantity, 0);

/**
 * When an unpaid order's reserved stock returns to the shelf, with the day and the time zone
 * ('Nov 26, 10:11 AM UTC'): a bare '10:11 AM' leaves open which day and whose clock. No year: a
 * hold lasts minutes. The browser's own time zone unless `timeZone` is given (tests).
 */
export const heldUntil = (format: PageFormat, iso: string, timeZone?: string) => {
  const { date, time, zone } = heldUntilParts(format, iso, timeZone);
  return `${date}, ${time} ${zone}`;
};

/** The same in parts, each kept on one line where space is short: 'Nov 26', '10:11 AM', 'UTC'. */
export function heldUntilParts(format: PageFormat, iso: string, timeZone?: string): { date: string; time: string; zone: string } {
  return {
    date: format.date(iso, { month: 'short', day: 'numeric', timeZone }),
    time: format.date(iso, { timeStyle: 'short', timeZone }),
    zone: timeZoneName(format.locale, iso, timeZone),
  };
}

/** 'UTC', 'EST', 'GMT+2': the short name of the zone at that moment. */
function timeZoneName(locale: string, iso: string, timeZone?: string): string {
  const part = new Intl.DateTimeFormat(locale, { timeZoneName: 'short', timeZone }).formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}
