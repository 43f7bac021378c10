// Tax rates in millionths (190000 is 19 %, 88750 is 8.875 %) as people read and type them, from the
// integer's digits, never through a float (7.7 % stays 7.7, never 7.700000000000001). Without zod:
// the server's invoices and exports and the back office's screens use the same writing.

// One formatter per locale: making one costs far more than formatting (an order export writes a
// rate on every line).
const formatters = new Map<string, Intl.NumberFormat>();

/** "19%", "25.5%", "8.1%": a rate as an invoice and a page print it, in the locale's way. */
export function formatRate(rate: number, locale = 'en-US'): string {
  const digits = String(rate).padStart(5, '0');
  const percent = `${digits.slice(0, -4)}.${digits.slice(-4)}`;
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent', maximumFractionDigits: 4 });
    formatters.set(locale, f);
  }
  return f.format(percent as unknown as number);
}

/** Millionths as the percent text a form edits: 88750 is "8.875", 190000 is "19". */
export function percentOfRate(rate: number): string {
  const digits = String(rate).padStart(5, '0');
  const fraction = digits.slice(-4).replace(/0+$/, '');
  return fraction ? `${digits.slice(0, -4)}.${fraction}` : digits.slice(0, -4);
}

/** "8.875" as 88750 millionths, exactly (the text is checked by the contract's percent schema first). */
export function percentToMillionths(percent: string): number {
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
}
