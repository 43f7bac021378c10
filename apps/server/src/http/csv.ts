// CSV as RFC 4180 writes it (CRLF line ends, a field quoted when it holds a comma, a quote or a line
// break, quotes doubled), safe to open in a spreadsheet: a text cell that would start a formula
// (= + - @, or a tab or carriage return before one) gets a leading apostrophe, so it stays text.
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: (string | number | null | undefined)[]): string => `${cells.map(csvCell).join(',')}\r\n`;
