import { formatMoney } from '@store/contract/money';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { languages } from '@store/contract';
import type { InvoiceDocument, InvoiceLine } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { UnprintableText } from './invoice-text';
import { invoiceTexts } from './texts/index';

const { reverseCharge: reverseChargeStatement, businessImport: businessImportStatement } = invoiceTexts.en;

// The PDF is read back with PDF.js (unpdf's build), so these tests see what a reader's viewer
// shows. Whitespace is collapsed: wrapped text reads as one line, and Intl's no-break spaces
// ("1.234,56 €") compare as spaces.
const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

async function readPdf(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  return { pdf, totalPages, pages: text.map(collapse), text: collapse(text.join(' ')) };
}

/** The fonts a PDF uses, by their names (an embedded subset's name carries a six-letter tag: "ABCDEF+NotoSans-Regular"). */
function fontsOf(bytes: Buffer): string[] {
  const names = [...bytes.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]!);
  return [...new Set(names)].sort();
}

type LineInput = Pick<InvoiceLine, 'description' | 'sku' | 'quantity' | 'unitPrice' | 'rate'>;

/** Taxes each line on its own, as the store does: listed amount net (tax added) or gross (tax included). */
function taxed(listed: number, rate: number, pricesIncludeTax: boolean) {
  if (pricesIncludeTax) {
    const net = Math.round((listed * 1_000_000) / (1_000_000 + rate));
    return { net, tax: listed - net, gross: listed, rate };
  }
  const tax = Math.round((listed * rate) / 1_000_000);
  return { net: listed, tax, gross: listed + tax, rate };
}

function invoice(
  lines: LineInput[],
  options: Partial<Omit<InvoiceDocument, 'lines' | 'shipping' | 'taxSummary' | 'totals'>> & { shipping?: { description: string; amount: number; rate: number } } = {},
): InvoiceDocument {
  const { shipping, ...rest } = options;
  const pricesIncludeTax = rest.pricesIncludeTax ?? false;
  const taxedLines = lines.map((l) => ({ ...l, ...taxed(l.unitPrice * l.quantity, l.rate, pricesIncludeTax) }));
  const taxedShipping = shipping && { description: shipping.description, ...taxed(shipping.amount, shipping.rate, pricesIncludeTax) };
  const all = [...taxedLines, ...(taxedShipping ? [taxedShipping] : [])];
  const byRate = new Map<number, { rate: number; net: number; tax: number }>();
  for (const l of all) {
    const r = byRate.get(l.rate) ?? { rate: l.rate, net: 0, tax: 0 };
    r.net += l.net;
    r.tax += l.tax;
    byRate.set(l.rate, r);
  }
  const net = all.reduce((s, l) => s + l.net, 0);
  const tax = all.reduce((s, l) => s + l.tax, 0);
  return {
    kind: 'invoice',
    number: 'INV-2026-000042',
    issuedAt: new Date('2026-03-14T10:00:00Z'),
    orderNumber: '1042',
    seller: { name: 'Kerfline GmbH', addressLines: ['Sägewerkstraße 1', '70173 Stuttgart'], country: 'DE', vatNumber: 'DE123456789' },
    buyer: { name: 'Sawmill Supplies Ltd', addressLines: ['12 Timber Lane', 'Dublin D02 X285'], country: 'IE' },
    currency: 'EUR',
    locale: 'en-US',
    pricesIncludeTax,
    ...rest,
    lines: taxedLines,
    ...(taxedShipping ? { shipping: taxedShipping } : {}),
    taxSummary: [...byRate.values()].sort((a, b) => b.rate - a.rate),
    totals: { net, tax, gross: net + tax },
  };
}

const saw: LineInput = { description: 'Kerfline TS-254 Table Saw', sku: 'TS-254-EU', quantity: 2, unitPrice: 129_999, rate: 190_000 };
const blade: LineInput = { description: 'Carbide blade, 254 mm, 60 teeth', sku: 'BL-254-60', quantity: 3, unitPrice: 4_550, rate: 70_000 };
const shipping = { description: 'Standard shipping', amount: 1_500, rate: 190_000 };

describe('an invoice PDF', () => {
  it('prints the number, the parties, every line with its SKU, each rate, the totals and the currency', async () => {
    const doc = invoice([saw, blade], { shipping });
    const { text, totalPages } = await readPdf(await renderInvoicePdf(doc));
    const money = (amount: number) => collapse(formatMoney({ amount, currency: 'EUR' }, 'en-US'));

    expect(totalPages).toBe(1);
    expect(text).toContain('Invoice number: INV-2026-000042');
    expect(text).toContain('Order number: 1042');
    expect(text).toContain('Date: 03/14/2026');
    expect(text).toContain('Kerfline GmbH Sägewerkstraße 1 70173 Stuttgart Germany VAT number: DE123456789');
    expect(text).toContain('Sawmill Supplies Ltd 12 Timber Lane Dublin D02 X285 Ireland');
    for (const line of [saw, blade]) {
      expect(text).toContain(line.description);
      expect(text).toContain(`SKU: ${line.sku}`);
    }
    expect(text).toContain('Standard shipping');
    // Net prices: each line's amount is its net, the unit price as listed.
    expect(text).toContain(`2 ${money(129_999)} 19% ${money(259_998)}`);
    expect(text).toContain(`3 ${money(4_550)} 7% ${money(13_650)}`);
    expect(doc.taxSummary.map((r) => r.rate)).toEqual([190_000, 70_000]);
    for (const r of doc.taxSummary) expect(text).toContain(`${r.rate / 10_000}% ${money(r.net)} ${money(r.tax)}`);
    expect(text).toContain(`Total net ${money(doc.totals.net)}`);
    expect(text).toContain(`Total tax ${money(doc.totals.tax)}`);
    expect(text).toContain(`Total (EUR) ${money(doc.totals.gross)}`);
    expect(text).toContain(`${money(doc.totals.gross)}`);
    expect(text).toContain('Currency: EUR');
    expect(text).toContain('All amounts are in EUR.');
    expect(text).not.toContain('Reverse charge');
    expect(text).not.toContain('Credit note');
  });

  it('prints the reverse-charge statement only when the buyer accounts for the VAT', async () => {
    const b2b = invoice([{ ...saw, rate: 0 }], {
      reverseCharge: true,
      buyer: { name: 'Scierie Dupont SARL', addressLines: ['3 rue du Moulin', '69001 Lyon'], country: 'FR', vatNumber: 'FR40303265045' },
    });
    const { text } = await readPdf(await renderInvoicePdf(b2b));
    expect(text).toContain(collapse(reverseChargeStatement));
    expect(text).toContain('VAT number: FR40303265045');
    expect(text).toContain('Total tax €0.00');

    // A seller outside the EU: the business pays the import VAT, and the invoice says so instead.
    const fromUs = await readPdf(await renderInvoicePdf({ ...b2b, seller: { ...b2b.seller, country: 'US', addressLines: ['100 Sawmill Road', 'Portland, OR 97209'] } }));
    expect(fromUs.text).toContain(collapse(businessImportStatement));
    expect(fromUs.text).not.toContain('Article 138');

    const plain = await readPdf(await renderInvoicePdf(invoice([{ ...saw, rate: 0 }])));
    expect(plain.text).not.toContain('Reverse charge');
    expect(plain.text).not.toContain('Article 196');
  });

  it('prints whole yen for JPY, with prices that include tax', async () => {
    const doc = invoice([{ ...saw, unitPrice: 158_000, quantity: 1, rate: 100_000 }], {
      currency: 'JPY',
      locale: 'ja-JP',
      pricesIncludeTax: true,
      buyer: { name: 'Tanaka Mokuzai K.K.', addressLines: ['1-2-3 Kiba, Koto-ku', 'Tokyo 135-0042'], country: 'JP' },
    });
    const { text } = await readPdf(await renderInvoicePdf(doc));
    // ja-JP writes the yen sign full-width (U+FFE5); Helvetica prints its plain form.
    expect(text).toContain('¥158,000');
    expect(text).toContain(`Total net ¥${doc.totals.net.toLocaleString('en-US')}`);
    expect(text).toContain(`Total tax ¥${doc.totals.tax.toLocaleString('en-US')}`);
    expect(text).not.toMatch(/\d[.,]\d{2}(?!\d)/); // no decimals anywhere
    expect(text).toContain('Date: 2026/03/14');
    expect(text).toContain('Amount (incl. tax)');
    expect(text).toContain('All amounts are in JPY; prices include tax.');
  });

  it('writes amounts, rates and the date the German way for de-DE', async () => {
    const doc = invoice([{ ...saw, quantity: 1, unitPrice: 123_456 }], { locale: 'de-DE', pricesIncludeTax: true });
    const { text } = await readPdf(await renderInvoicePdf(doc));
    expect(text).toContain('1 1.234,56 € 19 % 1.234,56 €');
    expect(text).toContain('Total (EUR) 1.234,56 €');
    expect(text).toContain(`19 % ${collapse(formatMoney({ amount: doc.totals.net, currency: 'EUR' }, 'de-DE'))}`);
    expect(text).toContain('Date: 14.03.2026');
  });

  it('names the credited invoice on a credit note', async () => {
    const doc = invoice([blade], { kind: 'credit-note', number: 'CN-2026-000003', references: { creditedInvoice: 'INV-2026-000042' } });
    const { text } = await readPdf(await renderInvoicePdf(doc));
    expect(text).toContain('Credit note number: CN-2026-000003');
    expect(text).toContain('Credit note for invoice INV-2026-000042');
    expect(text).not.toContain('Invoice number');
  });

  it('continues a long invoice on further pages, repeating the table header, with every line', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({ ...blade, description: `Spare part number ${i + 1}`, sku: `SP-${String(i + 1).padStart(3, '0')}` }));
    const { text, pages, totalPages } = await readPdf(await renderInvoicePdf(invoice(lines, { shipping })));
    expect(totalPages).toBeGreaterThan(1);
    for (let i = 1; i <= 60; i++) {
      expect(text).toContain(`Spare part number ${i} `);
      expect(text).toContain(`SKU: SP-${String(i).padStart(3, '0')}`);
    }
    pages.forEach((page, i) => expect(page).toContain(`INV-2026-000042 · Page ${i + 1} of ${totalPages}`));
    expect(pages[1]).toContain('Description Qty Unit price');
    expect(pages.at(-1)).toContain('Total (EUR)');
  });

  it('wraps long descriptions inside the page, with no text drawn over other text', async () => {
    const long = {
      ...saw,
      description: `${'Heavy-duty sliding mitre saw with laser guide, dust bag and clamp, '.repeat(5)}SupercalifragilisticexpialidociousBladeGuardAssemblyKit`,
    };
    const bytes = await renderInvoicePdf(invoice([long, blade, long], { shipping, reverseCharge: false }));
    const { pdf, text } = await readPdf(bytes);
    expect(text).toContain(collapse(long.description.slice(0, 200)));
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const [, , width] = page.view as [number, number, number, number];
      const boxes = (await page.getTextContent()).items
        .filter((item) => 'str' in item && item.str.trim() !== '')
        .map((item) => {
          const { transform, width: w, height: h } = item as { transform: number[]; width: number; height: number };
          const [x = 0, y = 0] = transform.slice(4);
          return { x, y, w, h };
        });
      for (const b of boxes) {
        expect(b.x).toBeGreaterThanOrEqual(50 - 0.5);
        expect(b.x + b.w).toBeLessThanOrEqual(width - 50 + 0.5);
      }
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          const apart = a.x + a.w <= b.x + 0.5 || b.x + b.w <= a.x + 0.5 || a.y + a.h <= b.y + 0.5 || b.y + b.h <= a.y + 0.5;
          expect(apart).toBe(true);
        }
      }
    }
  });

  it('gives the same bytes for the same document, dated by its issue date', async () => {
    const doc = invoice([saw], { shipping });
    const first = await renderInvoicePdf(doc);
    expect((await renderInvoicePdf(structuredClone(doc))).equals(first)).toBe(true);
    const { pdf } = await readPdf(first);
    const { info } = await pdf.getMetadata();
    expect(info).toMatchObject({ CreationDate: 'D:20260314100000Z', Title: 'Invoice INV-2026-000042' });
  });

  it('prints Latin names as written, in Helvetica where it has every letter and in an embedded font where not', async () => {
    // French groups thousands with a narrow no-break space, which Helvetica lacks: a stand-in, not a reason to embed.
    const french = invoice([{ ...saw, quantity: 1, unitPrice: 123_456, description: 'Lame ⌀ 254 mm, 10″' }], { locale: 'fr-FR' });
    const frBytes = await renderInvoicePdf(french);
    const frText = (await readPdf(frBytes)).text;
    expect(frText).toContain('1 234,56 €');
    expect(frText).toContain('Lame Ø 254 mm, 10"');
    expect(fontsOf(frBytes)).toEqual(['Helvetica', 'Helvetica-Bold']);

    // Ł is not in Helvetica: the name is printed as written, in Noto Sans, never as "Lukasz".
    const polish = invoice([saw], { buyer: { name: 'Łukasz Wójcik', addressLines: ['ul. Długa 5', '00-001 Warszawa'], country: 'PL' } });
    const plBytes = await renderInvoicePdf(polish);
    expect((await readPdf(plBytes)).text).toContain('Łukasz Wójcik ul. Długa 5 00-001 Warszawa Poland');
    expect(fontsOf(plBytes)).toEqual(expect.arrayContaining(['NotoSans-Regular', 'NotoSans-Bold']));
    expect(fontsOf(plBytes)).not.toContain('Helvetica-Bold');
  });

  it('prints names and addresses in Greek, Cyrillic and Japanese with the fonts the project ships', async () => {
    const buyers = [
      { name: 'Αλέξανδρος Παπαδόπουλος', addressLines: ['Οδός Ερμού 12', '105 63 Αθήνα'], country: 'GR' },
      { name: 'Иван Петрович Сидоров', addressLines: ['ул. Лесная, д. 7', 'Москва 125047'], country: 'RU' },
      { name: '田中木材株式会社', addressLines: ['東京都江東区木場1-2-3', 'ウッドビル 4階'], country: 'JP' },
    ];
    for (const buyer of buyers) {
      const bytes = await renderInvoicePdf(invoice([{ ...saw, description: 'テーブルソー TS-254 (Tischkreissäge)' }], { buyer, currency: 'JPY', locale: 'ja-JP' }));
      const { text } = await readPdf(bytes);
      expect(text).toContain(collapse([buyer.name, ...buyer.addressLines].join(' ')));
      expect(text).toContain('テーブルソー TS-254 (Tischkreissäge)');
      expect(text).toContain('Invoice number: INV-2026-000042');
      // Only the glyphs used are embedded: the PDF stays small though the Japanese font is 5 MB.
      expect(bytes.length).toBeLessThan(200_000);
      expect(fontsOf(bytes)).toEqual(expect.arrayContaining(['NotoSansJP-Regular']));
    }
  });

  it("keeps each invoice's text its own: another buyer's letters never change what it reads as, or its bytes", async () => {
    // Сергей has й (и with a breve) but no и; a font shared between documents once read Дмитрий back as "Дмтрй".
    const sergei = invoice([saw], { buyer: { name: 'Сергей Орлов', addressLines: ['⼀ ул. Лесная'], country: 'RU' } });
    const dmitri = invoice([saw], { buyer: { name: 'Дмитрий Смирнов', addressLines: ['一木材 1-2'], country: 'RU' } });
    await renderInvoicePdf(sergei);
    const after = await renderInvoicePdf(dmitri);
    expect((await readPdf(after)).text).toContain('Дмитрий Смирнов 一木材 1-2');
    expect((await renderInvoicePdf(dmitri)).equals(after)).toBe(true);
  });

  it('prints a kanji with its variation selector (the form a family writes its name in)', async () => {
    const doc = invoice([saw], { buyer: { name: '葛\u{E0100}西 花子', addressLines: ['東京都葛\u{E0100}飾区'], country: 'JP' } });
    const { text } = await readPdf(await renderInvoicePdf(doc));
    // PDF.js may read a gap after the selector's glyph (its advance is the glyph's, not the text's).
    expect(text).toMatch(/葛\u{E0100}? ?西 花子/u);
    expect(text).toMatch(/東京都葛\u{E0100}?飾区/u);
  });

  it('prints a German document in German: labels, country names, amounts as 1.234,56, in Helvetica', async () => {
    const doc = invoice([{ ...saw, quantity: 1, unitPrice: 123_456 }], {
      language: 'de',
      locale: 'de-DE',
      pricesIncludeTax: true,
      shipping: { description: 'Versand: Standard', amount: 1_500, rate: 190_000 },
    });
    const bytes = await renderInvoicePdf(doc);
    const { text, pdf } = await readPdf(bytes);
    const money = (amount: number) => collapse(formatMoney({ amount, currency: 'EUR' }, 'de-DE'));
    for (const words of [
      'Rechnung',
      'Rechnungsnummer: INV-2026-000042',
      'Datum: 14.03.2026',
      'Bestellnummer: 1042',
      'Währung: EUR',
      'Kerfline GmbH Sägewerkstraße 1 70173 Stuttgart Deutschland USt-IdNr.: DE123456789',
      'Rechnungsempfänger Sawmill Supplies Ltd 12 Timber Lane Dublin D02 X285 Irland',
      'Bezeichnung',
      'Menge',
      'Einzelpreis (inkl. USt.)',
      'Betrag (inkl. USt.)',
      'Art.-Nr.: TS-254-EU',
      '1 1.234,56 € 19 % 1.234,56 €',
      'Versand: Standard',
      'Umsatzsteuer nach Steuersätzen',
      `19 % ${money(doc.totals.net)} ${money(doc.totals.tax)}`,
      `Summe netto ${money(doc.totals.net)}`,
      `Summe USt. ${money(doc.totals.tax)}`,
      'Gesamtbetrag (EUR) 1.249,56 €',
      'Alle Beträge in EUR; die Preise enthalten die Umsatzsteuer.',
      'INV-2026-000042 · Seite 1 von 1',
    ]) expect(text).toContain(words);
    for (const english of ['Invoice', 'Date', 'Order number', 'Bill to', 'Total', 'Tax', 'Germany', 'Page']) expect(text).not.toContain(english);
    // Every German letter is in Helvetica: nothing to embed.
    expect(fontsOf(bytes)).toEqual(['Helvetica', 'Helvetica-Bold']);
    expect((await pdf.getMetadata()).info).toMatchObject({ Title: 'Rechnung INV-2026-000042', Subject: 'Bestellung 1042' });

    const credit = await readPdf(await renderInvoicePdf({ ...doc, kind: 'credit-note', number: 'CN-2026-000003', references: { creditedInvoice: 'INV-2026-000042' } }));
    for (const words of ['Gutschrift', 'Gutschriftsnummer: CN-2026-000003', 'Gutschriftsempfänger', 'Gutschrift zur Rechnung INV-2026-000042']) {
      expect(credit.text).toContain(words);
    }
    expect(credit.text).not.toContain('Rechnungsnummer');
  });

  it('prints a Japanese document in Japanese, its labels in the embedded Noto Sans JP', async () => {
    const doc = invoice([{ ...saw, unitPrice: 158_000, quantity: 1, rate: 100_000 }], {
      language: 'ja',
      currency: 'JPY',
      locale: 'ja-JP',
      pricesIncludeTax: true,
      seller: { name: 'Kerfline GmbH', addressLines: ['Sägewerkstraße 1', '70173 Stuttgart'], country: 'DE' },
      buyer: { name: 'Tanaka Mokuzai K.K.', addressLines: ['1-2-3 Kiba, Koto-ku', 'Tokyo 135-0042'], country: 'JP' },
    });
    const bytes = await renderInvoicePdf(doc);
    const { text, pdf } = await readPdf(bytes);
    for (const words of [
      '請求書',
      '請求書番号：INV-2026-000042',
      '発行日：2026/03/14',
      '注文番号：1042',
      '通貨：JPY',
      'Kerfline GmbH Sägewerkstraße 1 70173 Stuttgart ドイツ',
      '請求先 Tanaka Mokuzai K.K. 1-2-3 Kiba, Koto-ku Tokyo 135-0042 日本',
      '品目',
      '数量',
      '単価（税込）',
      '税率',
      '金額（税込）',
      '品番：TS-254-EU',
      '税率別内訳',
      '税抜金額',
      '税額',
      '税抜合計',
      '税額合計',
      '合計（JPY）',
      '金額はすべてJPY建てです（価格は税込）。',
      'INV-2026-000042 · 1 / 1 ページ',
    ]) expect(text).toContain(words);
    // The yen sign is the full-width one where the Japanese font prints the text, its plain form in Noto Sans.
    expect(text).toMatch(/[¥￥]158,000/);
    expect(text).not.toMatch(/Invoice|Total|Date|Bill to|Page/);
    expect(fontsOf(bytes)).toEqual(expect.arrayContaining(['NotoSansJP-Regular', 'NotoSansJP-Bold']));
    expect(fontsOf(bytes)).not.toContain('Helvetica');
    expect((await pdf.getMetadata()).info).toMatchObject({ Title: '請求書 INV-2026-000042' });
  });

  it('prints a document issued before documents had a language in English, exactly as an English one', async () => {
    const old = invoice([saw, blade], { shipping, kind: 'credit-note', number: 'CN-2026-000003', references: { creditedInvoice: 'INV-2026-000042' } });
    expect(old.language).toBeUndefined();
    const bytes = await renderInvoicePdf(old);
    const { text } = await readPdf(bytes);
    for (const words of ['Credit note number: CN-2026-000003', 'Date: 03/14/2026', 'Credit to', 'Credit note for invoice INV-2026-000042', 'Germany', 'Tax summary', 'CN-2026-000003 · Page 1 of 1']) {
      expect(text).toContain(words);
    }
    expect((await renderInvoicePdf({ ...old, language: 'en' })).equals(bytes)).toBe(true);
    // A language this store does not speak (a hand-edited record) reads as English too.
    expect((await renderInvoicePdf({ ...old, language: 'xx' as never })).equals(bytes)).toBe(true);
  });

  it("prints the reverse-charge statements in the document's language", async () => {
    const b2b = invoice([{ ...saw, rate: 0 }], {
      reverseCharge: true,
      buyer: { name: 'Scierie Dupont SARL', addressLines: ['3 rue du Moulin', '69001 Lyon'], country: 'FR', vatNumber: 'FR40303265045' },
    });
    const fromUs = { ...b2b, seller: { ...b2b.seller, country: 'US', addressLines: ['100 Sawmill Road', 'Portland, OR 97209'] } };
    // Without whitespace: Japanese wraps between any two characters, and the reader sees a space there.
    const squash = (s: string) => s.replace(/\s+/g, '');
    for (const language of languages) {
      const t = invoiceTexts[language];
      const eu = squash((await readPdf(await renderInvoicePdf({ ...b2b, language }))).text);
      expect(eu).toContain(squash(t.reverseCharge));
      expect(eu).toContain(squash(t.field(t.vatNumber, 'FR40303265045')));
      const us = squash((await readPdf(await renderInvoicePdf({ ...fromUs, language }))).text);
      expect(us).toContain(squash(t.businessImport));
      expect(us).not.toContain(squash(t.reverseCharge));
    }
    expect(invoiceTexts.de.reverseCharge).toMatch(/^Steuerfreie innergemeinschaftliche Lieferung .*Steuerschuldnerschaft des Leistungsempfängers/);
    expect(invoiceTexts.fr.reverseCharge).toMatch(/Exonération de TVA, article 138 de la directive 2006\/112\/CE.*autoliquidation/);
    expect(invoiceTexts.es.reverseCharge).toContain('inversión del sujeto pasivo');
  });

  it('refuses a text in a script none of its fonts has (Korean), rather than printing it wrong', async () => {
    const korean = invoice([saw], { buyer: { name: '김철수', addressLines: ['서울특별시 중구 세종대로 110'], country: 'KR' } });
    await expect(renderInvoicePdf(korean)).rejects.toThrow(UnprintableText);
  });

  it('refuses a document whose figures do not add up', async () => {
    const doc = invoice([saw, blade]);
    await expect(renderInvoicePdf({ ...doc, totals: { ...doc.totals, gross: doc.totals.gross + 1 } })).rejects.toThrow(/do not add up to the total/);
    await expect(renderInvoicePdf({ ...doc, taxSummary: doc.taxSummary.slice(1) })).rejects.toThrow(/tax summary/);
    await expect(renderInvoicePdf({ ...doc, kind: 'credit-note' })).rejects.toThrow(/must name the invoice it credits/);
  });
});
