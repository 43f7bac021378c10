// Every mail the store sends, as plain text and HTML: the shop's name, what happened, a link back.
// No remote images or styles (mail clients block them, and they would tell a tracker who read it).
import { brandName, formatMoney, formatOrderNumber, fromMajorNumber, legalPagePath, type Language, type Money } from '@store/contract';
import type { MailTexts } from './texts/mail-texts';
import { mailTexts } from './texts/index';

export interface OrderMailDetails {
  orderId: string;
  /** The short order number people quote; absent in mails queued before orders had one. */
  orderNumber?: number;
  /** What was bought, in a few words ("Kerfline TS-254 and 2 more"). */
  productName: string;
  quantity: number;
  /** Money; a bare number is US dollars (mails queued before amounts carried their currency). */
  totalPrice: number | Money;
  /** Every line (absent in mails queued before orders had lines: then productName and quantity are the one product). */
  lines?: { productName: string; quantity: number; total: Money; version?: string; sku?: string }[];
  address: string;
  phone: string;
  transactionId?: string | null;
}

/** A checkout's mails (queued before a cart checkout became one order with lines; still rendered). */
export interface CheckoutMailDetails {
  checkoutId: string;
  lines: Pick<OrderMailDetails, 'orderId' | 'orderNumber' | 'productName' | 'quantity' | 'totalPrice'>[];
  /** The sum of the lines (a bare number: US dollars, as in OrderMailDetails). */
  totalPrice: number | Money;
  address: string;
  phone: string;
  transactionId?: string | null;
}

/** What a module asks to send; the outbox keeps it and renders it when it sends. */
export type MailRequest =
  | { kind: 'verification'; to: string; url: string }
  | { kind: 'password-reset'; to: string; url: string; validMinutes: number }
  | { kind: 'order-placed'; to: string; order: OrderMailDetails; payWithinMinutes?: number }
  /** `invoiceNumber`: the order's invoice, attached as PDF when the mail is sent. */
  | { kind: 'payment-received'; to: string; order: OrderMailDetails; invoiceNumber?: string }
  | { kind: 'checkout-placed'; to: string; checkout: CheckoutMailDetails; payWithinMinutes?: number }
  | { kind: 'checkout-paid'; to: string; checkout: CheckoutMailDetails }
  | { kind: 'order-shipped'; to: string; order: OrderMailDetails; carrier: string; trackingNumber: string }
  /** `refunded`: what this refund gave back when it was part of the order (some lines); absent: all of it. */
  | { kind: 'order-refunded'; to: string; order: OrderMailDetails; refunded?: { amount: Money; lines: { productName: string; quantity: number; version?: string }[] } }
  | { kind: 'order-cancelled'; to: string; order: OrderMailDetails };

export type MailKind = MailRequest['kind'];

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What kind of mail: log lines name this, never the body (it may hold a link with a token). */
  kind: MailKind;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A line of the text part and a paragraph of the HTML part, or a link button, or a table of details. */
type Block = string | { link: string; label: string } | { rows: [string, string][] };

/** Small links under a mail's signature: the order mails' terms and shipping and returns. */
type FooterLink = { link: string; label: string };

/** What an order is bought under: the terms, and the delivery, withdrawal and return rules (docs/product/legal-pages.md). */
const legalFooter = (w: Words): FooterLink[] => [
  { label: w.t.footerTerms, link: `${w.storeUrl}${legalPagePath('terms')}` },
  { label: w.t.footerShippingReturns, link: `${w.storeUrl}${legalPagePath('shipping-returns')}` },
];

/** What a mail is written with: its language's texts and locale, and the store's address. */
interface Words {
  t: MailTexts;
  /** BCP 47 for amounts: the language alone (`de`: 120,99 €). */
  locale: string;
  storeUrl: string;
}

function compose(kind: MailMessage['kind'], to: string, lang: string, subject: string, blocks: Block[], footer: FooterLink[] = []): MailMessage {
  const text = [
    ...blocks.map((b) =>
      typeof b === 'string' ? b : 'link' in b ? `${b.label}: ${b.link}` : b.rows.map(([k, v]) => `${k}: ${v}`).join('\n'),
    ),
    `— ${brandName}`,
    ...(footer.length ? [footer.map((f) => `${f.label}: ${f.link}`).join('\n')] : []),
  ].join('\n\n');
  const body = blocks
    .map((b) => {
      if (typeof b === 'string') return `<p>${escapeHtml(b)}</p>`;
      if ('link' in b) {
        return `<p><a href="${escapeHtml(b.link)}" style="display:inline-block;padding:10px 18px;background:#1f2937;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(b.label)}</a></p>`;
      }
      const rows = b.rows
        .map(([k, v]) => `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`)
        .join('');
      return `<table role="presentation" style="border-collapse:collapse">${rows}</table>`;
    })
    .join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:16px">
<h1 style="font-size:20px">${escapeHtml(brandName)}</h1>
${body}
<p style="color:#6b7280;font-size:12px">${escapeHtml(brandName)}</p>
${footer.length ? `<p style="color:#6b7280;font-size:12px">${footer.map((f) => `<a href="${escapeHtml(f.link)}" style="color:#6b7280">${escapeHtml(f.label)}</a>`).join(' · ')}</p>\n` : ''}</body></html>`;
  return { kind, to, subject, text, html };
}

// Before amounts carried their currency the store had one, US dollars: a bare number in a queued mail is that.
// eslint-disable-next-line no-restricted-syntax -- history, not the store's currency
const currencyOfOldMails = 'USD';
// The site's own formatter: "$1,536.37" here as on every screen (in English; "1.536,37 $" in German).
function money(total: number | Money, locale: string): string {
  if (typeof total !== 'number') return formatMoney(total, locale);
  const amount = fromMajorNumber(total, currencyOfOldMails);
  return amount === null ? String(total) : formatMoney({ amount, currency: currencyOfOldMails }, locale);
}

/** "#1042"; a mail queued before orders had numbers names the order by its id. */
const orderName = (o: Pick<OrderMailDetails, 'orderId' | 'orderNumber'>) => (o.orderNumber ? formatOrderNumber(o.orderNumber) : o.orderId);
/** "#1042" for a subject, or nothing for an older mail. */
const numberOf = (o: Pick<OrderMailDetails, 'orderNumber'>) => (o.orderNumber ? formatOrderNumber(o.orderNumber) : undefined);

/** The order's own page (an older mail of a checkout links My Orders). */
const orderPage = (storeUrl: string, o: Pick<OrderMailDetails, 'orderId'>) => `${storeUrl}/dashboard/orders/${o.orderId}`;

/** What a shopper must know about an unpaid order, in their words rather than the stock's. */
const payInTime = (t: MailTexts, minutes: number | undefined) => t.thanksForOrder(minutes ? t.payWithin(minutes) : t.paySoon);

/** "Kerfline CS-185 (230 V / EU, SKU CS-185-230-EU)": a line's product and, when it has versions, which. */
const lineName = (l: { productName: string; version?: string; sku?: string }) =>
  l.version ? `${l.productName} (${l.version}${l.sku ? `, SKU ${l.sku}` : ''})` : l.productName;

/** One row per line ("2 × Kerfline TS-254" → its total), or the one product of an older mail. */
const goodsRows = (w: Words, o: OrderMailDetails): [string, string][] =>
  o.lines
    ? o.lines.map((l): [string, string] => [`${l.quantity} × ${lineName(l)}`, money(l.total, w.locale)])
    : [
        [w.t.rows.product, o.productName],
        [w.t.rows.quantity, String(o.quantity)],
      ];

const orderRows = (w: Words, o: OrderMailDetails): [string, string][] => [
  [w.t.rows.orderNumber, orderName(o)],
  ...goodsRows(w, o),
  [w.t.rows.total, money(o.totalPrice, w.locale)],
  [w.t.rows.shipTo, o.address],
  [w.t.rows.phone, o.phone],
  ...(o.transactionId ? ([[w.t.rows.transactionId, o.transactionId]] as [string, string][]) : []),
];

/** "Kerfline CS-185 Circular Saw" for one line, "3 products" for more. */
const checkoutWhat = (t: MailTexts, c: CheckoutMailDetails) => (c.lines.length === 1 ? c.lines[0]!.productName : t.productsCount(c.lines.length));

const checkoutRows = (w: Words, c: CheckoutMailDetails): [string, string][] => [
  ...c.lines.map((l): [string, string] => [`${l.quantity} × ${l.productName}`, w.t.amountOfOrder(money(l.totalPrice, w.locale), orderName(l))]),
  [w.t.rows.total, money(c.totalPrice, w.locale)],
  [w.t.rows.shipTo, c.address],
  [w.t.rows.phone, c.phone],
  ...(c.transactionId ? ([[w.t.rows.transactionId, c.transactionId]] as [string, string][]) : []),
];

/**
 * The mail for a request in `language` (the recipient's; English when unknown); links to the store
 * start at `storeUrl` (PUBLIC_URL), under `pagePrefix` (where that language's pages live, `/de-de`),
 * so a link opens a page in the mail's language. `attachments`: the files it carries (the payment
 * mail's invoice), made by the sender.
 */
export function renderMail(request: MailRequest, storeUrl: string, attachments: MailAttachment[] = [], language: Language = 'en', pagePrefix = ''): MailMessage {
  const pages = `${storeUrl}${pagePrefix}`;
  const words: Words = { t: mailTexts[language], locale: language, storeUrl: pages };
  // A verification or reset link is made before the mail's language is known: at the store's
  // unprefixed page, which moves under the prefix like every other link.
  const inLanguage = (url: string) => (url.startsWith(`${storeUrl}/`) ? `${pages}${url.slice(storeUrl.length)}` : url);
  const linked = request.kind === 'verification' || request.kind === 'password-reset' ? { ...request, url: inLanguage(request.url) } : request;
  const message = composeMail(linked, words, language, attachments.length > 0);
  return attachments.length > 0 ? { ...message, attachments } : message;
}

function composeMail(request: MailRequest, w: Words, lang: string, attached: boolean): MailMessage {
  const { t, storeUrl } = w;
  const b = brandName;
  switch (request.kind) {
    case 'verification':
      return compose(request.kind, request.to, lang, t.verificationSubject(b), [
        t.verificationWelcome(b),
        { link: request.url, label: t.verificationButton },
        t.verificationIgnore,
      ]);
    case 'password-reset':
      return compose(request.kind, request.to, lang, t.resetSubject(b), [
        t.resetAsked,
        { link: request.url, label: t.resetButton },
        t.resetValidity(request.validMinutes),
      ]);
    case 'order-placed':
      return compose(request.kind, request.to, lang, t.orderPlacedSubject(b, request.order.productName, numberOf(request.order)), [
        payInTime(t, request.payWithinMinutes),
        { rows: orderRows(w, request.order) },
        { link: `${storeUrl}/dashboard/payment/${request.order.orderId}`, label: t.payButton },
      ], legalFooter(w));
    case 'payment-received':
      return compose(request.kind, request.to, lang, t.paymentReceivedSubject(b, request.order.productName, numberOf(request.order)), [
        t.paymentReceived,
        { rows: orderRows(w, request.order) },
        // Attached when it could be made (a script its fonts lack is left on the order's page).
        ...(request.invoiceNumber ? [attached ? t.invoiceAttached(request.invoiceNumber) : t.invoiceOnOrderPage(request.invoiceNumber)] : []),
        { link: orderPage(storeUrl, request.order), label: t.yourOrderButton },
      ], legalFooter(w));
    case 'checkout-placed':
      return compose(request.kind, request.to, lang, t.checkoutPlacedSubject(b, checkoutWhat(t, request.checkout)), [
        payInTime(t, request.payWithinMinutes),
        { rows: checkoutRows(w, request.checkout) },
        { link: `${storeUrl}/dashboard/checkout/${request.checkout.checkoutId}`, label: t.payButton },
      ], legalFooter(w));
    case 'checkout-paid':
      return compose(request.kind, request.to, lang, t.checkoutPaidSubject(b, checkoutWhat(t, request.checkout)), [
        t.paymentReceived,
        { rows: checkoutRows(w, request.checkout) },
        { link: `${storeUrl}/dashboard`, label: t.myOrdersButton },
      ], legalFooter(w));
    case 'order-shipped':
      return compose(request.kind, request.to, lang, t.shippedSubject(b, request.order.productName, numberOf(request.order)), [
        t.onItsWay(request.carrier, request.trackingNumber),
        { rows: [...orderRows(w, request.order), [t.rows.carrier, request.carrier], [t.rows.trackingNumber, request.trackingNumber]] },
        { link: orderPage(storeUrl, request.order), label: t.yourOrderButton },
      ]);
    case 'order-refunded':
      return compose(request.kind, request.to, lang, t.refundedSubject(b, request.order.productName, numberOf(request.order)), [
        request.refunded
          ? t.refundedPart(money(request.refunded.amount, w.locale), request.refunded.lines.map((l) => `${l.quantity} × ${lineName(l)}`).join(', '))
          : t.refundedAll(money(request.order.totalPrice, w.locale)),
        { rows: orderRows(w, request.order) },
        { link: orderPage(storeUrl, request.order), label: t.yourOrderButton },
      ]);
    case 'order-cancelled':
      // Only an unpaid order can be cancelled (a paid one is refunded), so nothing was charged.
      return compose(request.kind, request.to, lang, t.cancelledSubject(b, request.order.productName), [
        t.cancelled,
        { rows: orderRows(w, request.order) },
        { link: orderPage(storeUrl, request.order), label: t.yourOrderButton },
      ]);
  }
}
