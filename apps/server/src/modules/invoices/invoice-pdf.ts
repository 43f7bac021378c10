// An invoice or credit note as a PDF (A4), drawn with pdfkit: pure JavaScript, maintained, no
// install scripts. A document whose texts the standard Helvetica prints stays in it (nothing to
// embed); any other is drawn in the Noto fonts the project ships (invoice-fonts.ts), each text in
// the first of them that has all its characters (invoice-text.ts). The same document always gives
// the same bytes: the PDF's dates, and the file id pdfkit derives from them, come from the issue
// date, never the clock. Labels are in the document's language (texts/): Japanese ones pass through
// invoice-text.ts like a Japanese name, so they print in Noto Sans JP. pdfkit loads its font
// metrics from its own package at run time (by a package-internal import), so a bundle of the
// server has to keep pdfkit external.
import { createRequire } from 'node:module';
import { countryName, formatMoney } from '@store/contract';
import type PDFDocumentClass from 'pdfkit';
import { isEuMemberState } from '../markets';
import { invoiceProblems, type InvoiceDocument, type InvoiceParty } from './invoice-document';
import { formatRate } from '../markets';
import { embeddedFonts, freshGlyphs, type EmbeddedFamily } from './invoice-fonts';
import { printable, standardFonts, UnprintableText, type FontFamily } from './invoice-text';
import type { InvoiceTexts } from './texts/invoice-texts';
import { documentLanguage, invoiceTexts } from './texts/index';

type Pdf = PDFKit.PDFDocument;

/** pdfkit loads on the first invoice, not at start-up (it is large and most requests never need it). */
let pdfkit: typeof PDFDocumentClass | undefined;
const loadPdfKit = () => (pdfkit ??= createRequire(import.meta.url)('pdfkit') as typeof PDFDocumentClass);

const page = { size: 'A4', margin: 50, bottom: 60 } as const;
const size = { title: 18, party: 11, body: 9, small: 7.5 } as const;
const grey = '#555555';
const rule = '#bbbbbb';
const cellPadding = 4;

/** The lines table: the description takes what the numbers leave. */
const columnWidths = { qty: 40, unit: 85, rate: 50, amount: 95 } as const;

/** Everything drawing needs: the document, its words, its amounts' formatter and where the next row goes. */
class Layout {
  y: number;
  private weight: 'regular' | 'bold' = 'regular';
  readonly left: number;
  readonly width: number;
  readonly t: InvoiceTexts;
  private readonly regions: Intl.DisplayNames | undefined;

  constructor(
    readonly pdf: Pdf,
    readonly doc: InvoiceDocument,
    private readonly families: readonly FontFamily[],
  ) {
    this.left = pdf.page.margins.left;
    this.width = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
    this.y = pdf.page.margins.top;
    const language = documentLanguage(doc.language);
    this.t = invoiceTexts[language];
    // English keeps the contract's names, as documents were printed before they had a language.
    this.regions = language === 'en' ? undefined : new Intl.DisplayNames([language], { type: 'region' });
  }

  /** A country's name in the document's language ('DE': "Germany", "Deutschland", "ドイツ"). */
  country = (code: string): string => (this.regions ? this.regions.of(code) : countryName(code)) ?? code;

  money = (amount: number): string => formatMoney({ amount, currency: this.doc.currency }, this.doc.locale);
  rate = (rate: number): string => formatRate(rate, this.doc.locale);

  get bottom(): number {
    return this.pdf.page.height - this.pdf.page.margins.bottom;
  }

  /** Starts a new page when `height` does not fit below y; true when it did. */
  ensureSpace(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.pdf.addPage();
    this.y = this.pdf.page.margins.top;
    return true;
  }

  style(weight: 'regular' | 'bold', s: number, color = '#000000'): this {
    this.weight = weight;
    this.pdf.fontSize(s).fillColor(color);
    return this;
  }

  /** Sets the font of the first family that prints `text`; returns the text as it prints. */
  private fontFor(text: string): string {
    const p = printable(text, this.families);
    this.pdf.font(p.family[this.weight]);
    return p.text;
  }

  height(text: string, width: number): number {
    return this.pdf.heightOfString(this.fontFor(text), { width });
  }

  text(text: string, x: number, y: number, width: number, align: 'left' | 'right' = 'left'): void {
    this.pdf.text(this.fontFor(text), x, y, { width, align });
  }

  line(y: number, x = this.left, width = this.width): void {
    this.pdf.moveTo(x, y).lineTo(x + width, y).lineWidth(0.5).strokeColor(rule).stroke();
  }
}

function partyLines(l: Layout, party: InvoiceParty): string[] {
  return [
    ...party.addressLines,
    ...(party.country ? [l.country(party.country)] : []),
    ...(party.vatNumber ? [l.t.field(l.t.vatNumber, party.vatNumber)] : []),
  ];
}

/** A party's name and address from y down; returns the y below it. */
function drawParty(l: Layout, party: InvoiceParty, x: number, y: number, width: number): number {
  l.style('bold', size.party);
  l.text(party.name, x, y, width);
  let at = y + l.height(party.name, width) + 2;
  l.style('regular', size.body);
  for (const line of partyLines(l, party)) {
    l.text(line, x, at, width);
    at += l.height(line, width);
  }
  return at;
}

function drawHeader(l: Layout): void {
  const { doc, t } = l;
  const half = l.width / 2 - 10;
  const sellerBottom = drawParty(l, doc.seller, l.left, l.y, half);

  const right = l.left + l.width - half;
  const title = doc.kind === 'invoice' ? t.invoice : t.creditNote;
  l.style('bold', size.title);
  l.text(title, right, l.y, half, 'right');
  let at = l.y + l.height(title, half) + 6;
  // Numeric, in the locale's order of day, month and year: Latin-script locales and Japanese
  // ("2026/03/14", where the long form needs 年月日) write it with characters Helvetica has.
  const date = new Intl.DateTimeFormat(doc.locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: doc.timeZone ?? 'UTC' }).format(doc.issuedAt);
  const facts: [string, string][] = [
    [doc.kind === 'invoice' ? t.invoiceNumber : t.creditNoteNumber, doc.number],
    [t.date, date],
    [t.orderNumber, doc.orderNumber],
    [t.currency, doc.currency],
  ];
  for (const [label, value] of facts) {
    const text = t.field(label, value);
    l.style('regular', size.body);
    l.text(text, right, at, half, 'right');
    at += l.height(text, half) + 1;
  }

  l.y = Math.max(sellerBottom, at) + 24;
  l.style('bold', size.small, grey);
  const to = doc.kind === 'invoice' ? t.billTo : t.creditTo;
  l.text(to, l.left, l.y, half);
  l.y = drawParty(l, doc.buyer, l.left, l.y + l.height(to, half) + 2, half) + 20;

  const credited = doc.references?.creditedInvoice;
  if (doc.kind === 'credit-note' && credited) {
    const text = t.creditNoteFor(credited);
    l.style('bold', size.party);
    l.text(text, l.left, l.y, l.width);
    l.y += l.height(text, l.width) + 12;
  }
}

interface Row {
  description: string;
  sku?: string;
  qty: string;
  unit: string;
  rate: string;
  amount: string;
}

/** Where each column starts, left to right: description, qty, unit price, rate, amount. */
function columns(l: Layout) {
  const description = l.width - columnWidths.qty - columnWidths.unit - columnWidths.rate - columnWidths.amount;
  const widths = [description, columnWidths.qty, columnWidths.unit, columnWidths.rate, columnWidths.amount];
  let x = l.left;
  return widths.map((width) => {
    const col = { x: x + cellPadding, width: width - 2 * cellPadding };
    x += width;
    return col;
  });
}

function rowCells(row: Row): string[] {
  return [row.description, row.qty, row.unit, row.rate, row.amount];
}

function rowHeight(l: Layout, row: Row, bold: boolean): number {
  const cols = columns(l);
  l.style(bold ? 'bold' : 'regular', size.body);
  const heights = rowCells(row).map((text, i) => l.height(text, cols[i]?.width ?? 0));
  l.style('regular', size.small);
  const skuHeight = row.sku ? l.height(l.t.field(l.t.sku, row.sku), cols[0]?.width ?? 0) + 1 : 0;
  heights[0] = (heights[0] ?? 0) + skuHeight;
  return Math.max(...heights) + 2 * cellPadding;
}

function drawRow(l: Layout, row: Row, bold = false): void {
  const cols = columns(l);
  const top = l.y + cellPadding;
  l.style(bold ? 'bold' : 'regular', size.body);
  rowCells(row).forEach((text, i) => {
    const col = cols[i];
    if (col) l.text(text, col.x, top, col.width, i === 0 ? 'left' : 'right');
  });
  const first = cols[0];
  if (row.sku && first) {
    const below = top + l.height(row.description, first.width) + 1;
    l.style('regular', size.small, grey);
    l.text(l.t.field(l.t.sku, row.sku), first.x, below, first.width);
  }
}

function drawLines(l: Layout): void {
  const { doc, t } = l;
  const header: Row = { description: t.description, qty: t.quantity, unit: t.unitPrice(doc.pricesIncludeTax), rate: t.taxRate, amount: t.amount(doc.pricesIncludeTax) };
  const amountOf = (t: { net: number; gross: number }) => l.money(doc.pricesIncludeTax ? t.gross : t.net);
  const rows: Row[] = [
    ...doc.lines.map((line) => ({
      description: line.description,
      sku: line.sku,
      qty: new Intl.NumberFormat(doc.locale).format(line.quantity),
      unit: l.money(line.unitPrice),
      rate: l.rate(line.rate),
      amount: amountOf(line),
    })),
    ...(doc.shipping
      ? [{ description: doc.shipping.description, qty: '', unit: '', rate: l.rate(doc.shipping.rate), amount: amountOf(doc.shipping) }]
      : []),
  ];

  const drawHeaderRow = () => {
    const h = rowHeight(l, header, true);
    l.pdf.rect(l.left, l.y, l.width, h).fill('#eeeeee');
    drawRow(l, header, true);
    l.y += h;
  };
  // The header and the first row stay together; every page the table continues on repeats it.
  l.ensureSpace(rowHeight(l, header, true) + rowHeight(l, rows[0] ?? header, false));
  drawHeaderRow();
  for (const row of rows) {
    const h = rowHeight(l, row, false);
    if (l.ensureSpace(h)) drawHeaderRow();
    drawRow(l, row);
    l.y += h;
    l.line(l.y);
  }
  l.y += 16;
}

/** Label/value pairs right-aligned under the table (tax summary, totals), kept on one page. */
function drawFigures(l: Layout, title: string | null, rows: { cells: string[]; bold?: boolean }[], widths: number[]): void {
  const total = widths.reduce((a, b) => a + b, 0);
  const x0 = l.left + l.width - total;
  const heights = rows.map((r) => {
    l.style(r.bold ? 'bold' : 'regular', size.body);
    return Math.max(...r.cells.map((c, i) => l.height(c, (widths[i] ?? 0) - 2 * cellPadding))) + 2 * cellPadding;
  });
  l.style('bold', size.body);
  const titleHeight = title ? l.height(title, total) + 4 : 0;
  l.ensureSpace(titleHeight + heights.reduce((a, b) => a + b, 0));
  if (title) {
    l.text(title, x0 + cellPadding, l.y, total);
    l.y += titleHeight;
  }
  rows.forEach((r, ri) => {
    l.style(r.bold ? 'bold' : 'regular', size.body);
    let x = x0;
    r.cells.forEach((c, i) => {
      const w = widths[i] ?? 0;
      l.text(c, x + cellPadding, l.y + cellPadding, w - 2 * cellPadding, i === 0 ? 'left' : 'right');
      x += w;
    });
    l.y += heights[ri] ?? 0;
    if (r.bold) l.line(l.y, x0, total);
  });
  l.y += 14;
}

function drawTaxSummary(l: Layout): void {
  const { t } = l;
  drawFigures(
    l,
    t.taxSummary,
    [{ cells: [t.taxRate, t.net, t.tax], bold: true }, ...l.doc.taxSummary.map((r) => ({ cells: [l.rate(r.rate), l.money(r.net), l.money(r.tax)] }))],
    [70, 100, 100],
  );
}

function drawTotals(l: Layout): void {
  const { totals, currency } = l.doc;
  const { t } = l;
  drawFigures(
    l,
    null,
    [
      { cells: [t.totalNet, l.money(totals.net)] },
      { cells: [t.totalTax, l.money(totals.tax)] },
      { cells: [t.total(currency), l.money(totals.gross)], bold: true },
    ],
    [130, 140],
  );
}

function drawNotes(l: Layout): void {
  const { doc, t } = l;
  const notes = [
    ...(doc.reverseCharge ? [isEuMemberState(doc.seller.country) ? t.reverseCharge : t.businessImport] : []),
    t.allAmountsIn(doc.currency, doc.pricesIncludeTax),
  ];
  l.style('regular', size.body);
  for (const note of notes) {
    const h = l.height(note, l.width);
    l.ensureSpace(h);
    l.text(note, l.left, l.y, l.width);
    l.y += h + 6;
  }
}

/** "INV-2026-000042 · Page 1 of 2" (in the document's language) at the foot of every page, written once the page count is known. */
function drawFooters(l: Layout): void {
  const { start, count } = l.pdf.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    l.pdf.switchToPage(i);
    // The foot is below the bottom margin, where pdfkit would otherwise start a new page.
    const margins = l.pdf.page.margins;
    const bottom = margins.bottom;
    margins.bottom = 0;
    l.style('regular', size.small, grey);
    l.text(`${l.doc.number} · ${l.t.page(i - start + 1, count)}`, l.left, l.pdf.page.height - bottom + 20, l.width, 'right');
    margins.bottom = bottom;
  }
}

/** The document as PDF bytes; throws when its figures do not add up (invoiceProblems) or a text is in a script none of its fonts has. */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const problems = invoiceProblems(doc);
  if (problems.length > 0) throw new RangeError(`Invoice ${doc.number} cannot be rendered: ${problems.join('; ')}`);
  try {
    return await draw(doc, [standardFonts]);
  } catch (err) {
    if (!(err instanceof UnprintableText)) throw err;
  }
  return draw(doc, await embeddedFonts());
}

function draw(doc: InvoiceDocument, families: readonly (FontFamily | EmbeddedFamily)[]): Promise<Buffer> {
  const t = invoiceTexts[documentLanguage(doc.language)];
  const title = `${doc.kind === 'invoice' ? t.invoice : t.creditNote} ${doc.number}`;
  const PDFDocument = loadPdfKit();
  const pdf = new PDFDocument({
    size: page.size,
    margins: { top: page.margin, left: page.margin, right: page.margin, bottom: page.bottom },
    bufferPages: true,
    lang: doc.locale,
    displayTitle: true,
    info: { Title: title, Author: doc.seller.name, Subject: t.orderSubject(doc.orderNumber), CreationDate: doc.issuedAt, ModDate: doc.issuedAt },
  });
  // pdfkit takes a parsed fontkit font as it is. Drawing is synchronous from here to pdf.end(), so no
  // other document meets the fonts' glyphs between freshGlyphs and the embedding (invoice-fonts.ts).
  for (const family of families) {
    if (!('fonts' in family)) continue; // a standard font: nothing to embed
    freshGlyphs(family);
    for (const [name, font] of Object.entries(family.fonts)) pdf.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
  }
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const layout = new Layout(pdf, doc, families);
  drawHeader(layout);
  drawLines(layout);
  drawTaxSummary(layout);
  drawTotals(layout);
  drawNotes(layout);
  drawFooters(layout);
  pdf.end();
  return done;
}
