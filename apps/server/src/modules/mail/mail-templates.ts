// Every mail the store sends, as plain text and HTML: the shop's name, what happened, a link back.
// No remote images or styles (mail clients block them, and they would tell a tracker who read it).
import { brandName, formatMoney, formatOrderNumber, fromMajorNumber, legalPagePath, type Money } from '@store/contract';

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
const legalFooter = (storeUrl: string): FooterLink[] => [
  { label: 'Terms and conditions', link: `${storeUrl}${legalPagePath('terms')}` },
  { label: 'Shipping, returns and your right of withdrawal', link: `${storeUrl}${legalPagePath('shipping-returns')}` },
];

function compose(kind: MailMessage['kind'], to: string, subject: string, blocks: Block[], footer: FooterLink[] = []): MailMessage {
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
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
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
// The site's own formatter: "$1,536.37" here as on every screen.
function money(total: number | Money): string {
  if (typeof total !== 'number') return formatMoney(total);
  const amount = fromMajorNumber(total, currencyOfOldMails);
  return amount === null ? String(total) : formatMoney({ amount, currency: currencyOfOldMails });
}

/** "#1042"; a mail queued before orders had numbers names the order by its id. */
const orderName = (o: Pick<OrderMailDetails, 'orderId' | 'orderNumber'>) => (o.orderNumber ? formatOrderNumber(o.orderNumber) : o.orderId);
/** " #1042" after "order" in a subject, or nothing. */
const numberSuffix = (o: Pick<OrderMailDetails, 'orderNumber'>) => (o.orderNumber ? ` ${formatOrderNumber(o.orderNumber)}` : '');
/** " (order #1042)" at a subject's end, or nothing. */
const inParentheses = (o: Pick<OrderMailDetails, 'orderNumber'>) => (o.orderNumber ? ` (order ${formatOrderNumber(o.orderNumber)})` : '');

/** The order's own page (an older mail of a checkout links My Orders). */
const orderPage = (storeUrl: string, o: Pick<OrderMailDetails, 'orderId'>) => `${storeUrl}/dashboard/orders/${o.orderId}`;

/** What a shopper must know about an unpaid order, in their words rather than the stock's. */
const payInTime = (minutes: number | undefined) =>
  minutes
    ? `We have set it aside for you: please pay within ${minutes} minutes to keep it. An order that is not paid by then is cancelled, and nothing is charged.`
    : 'We have set it aside for you: please pay soon to keep it. An order that is not paid in time is cancelled, and nothing is charged.';

/** "Kerfline CS-185 (230 V / EU, SKU CS-185-230-EU)": a line's product and, when it has versions, which. */
const lineName = (l: { productName: string; version?: string; sku?: string }) =>
  l.version ? `${l.productName} (${l.version}${l.sku ? `, SKU ${l.sku}` : ''})` : l.productName;

/** One row per line ("2 × Kerfline TS-254" → its total), or the one product of an older mail. */
const goodsRows = (o: OrderMailDetails): [string, string][] =>
  o.lines
    ? o.lines.map((l): [string, string] => [`${l.quantity} × ${lineName(l)}`, money(l.total)])
    : [
        ['Product', o.productName],
        ['Quantity', String(o.quantity)],
      ];

const orderRows = (o: OrderMailDetails): [string, string][] => [
  ['Order number', orderName(o)],
  ...goodsRows(o),
  ['Total', money(o.totalPrice)],
  ['Ship to', o.address],
  ['Phone', o.phone],
  ...(o.transactionId ? ([['Transaction id', o.transactionId]] as [string, string][]) : []),
];

/** "Kerfline CS-185 Circular Saw" for one line, "3 products" for more. */
const checkoutWhat = (c: CheckoutMailDetails) => (c.lines.length === 1 ? c.lines[0]!.productName : `${c.lines.length} products`);

const checkoutRows = (c: CheckoutMailDetails): [string, string][] => [
  ...c.lines.map((l): [string, string] => [`${l.quantity} × ${l.productName}`, `${money(l.totalPrice)} (order ${orderName(l)})`]),
  ['Total', money(c.totalPrice)],
  ['Ship to', c.address],
  ['Phone', c.phone],
  ...(c.transactionId ? ([['Transaction id', c.transactionId]] as [string, string][]) : []),
];

/** The mail for a request; links to the store start at `storeUrl` (PUBLIC_URL). */
/** `attachments`: the files it carries (the payment mail's invoice), made by the sender. */
export function renderMail(request: MailRequest, storeUrl: string, attachments: MailAttachment[] = []): MailMessage {
  const message = composeMail(request, storeUrl, attachments.length > 0);
  return attachments.length > 0 ? { ...message, attachments } : message;
}

function composeMail(request: MailRequest, storeUrl: string, attached: boolean): MailMessage {
  switch (request.kind) {
    case 'verification':
      return compose(request.kind, request.to, `Confirm your e-mail address for ${brandName}`, [
        `Welcome to ${brandName}. Your account works already; please confirm that this address is yours.`,
        { link: request.url, label: 'Confirm my e-mail address' },
        'If you did not sign up, ignore this mail.',
      ]);
    case 'password-reset':
      return compose(request.kind, request.to, `Reset your ${brandName} password`, [
        'Someone (hopefully you) asked to reset the password of your account.',
        { link: request.url, label: 'Choose a new password' },
        `The link works once, within ${request.validMinutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
      ]);
    case 'order-placed':
      return compose(request.kind, request.to, `${brandName}: your order${numberSuffix(request.order)} of ${request.order.productName}`, [
        `Thank you for your order. ${payInTime(request.payWithinMinutes)}`,
        { rows: orderRows(request.order) },
        { link: `${storeUrl}/dashboard/payment/${request.order.orderId}`, label: 'Pay for this order' },
      ], legalFooter(storeUrl));
    case 'payment-received':
      return compose(request.kind, request.to, `${brandName}: payment received for ${request.order.productName}${inParentheses(request.order)}`, [
        'We received your payment. Thank you!',
        { rows: orderRows(request.order) },
        // Attached when it could be made (its PDF font prints Latin scripts only, for now).
        ...(request.invoiceNumber ? [attached ? `Your invoice ${request.invoiceNumber} is attached.` : `Your invoice ${request.invoiceNumber} is on your order's page.`] : []),
        { link: orderPage(storeUrl, request.order), label: 'Your order' },
      ], legalFooter(storeUrl));
    case 'checkout-placed':
      return compose(request.kind, request.to, `${brandName}: your order of ${checkoutWhat(request.checkout)}`, [
        `Thank you for your order. ${payInTime(request.payWithinMinutes)}`,
        { rows: checkoutRows(request.checkout) },
        { link: `${storeUrl}/dashboard/checkout/${request.checkout.checkoutId}`, label: 'Pay for this order' },
      ], legalFooter(storeUrl));
    case 'checkout-paid':
      return compose(request.kind, request.to, `${brandName}: payment received for your order of ${checkoutWhat(request.checkout)}`, [
        'We received your payment. Thank you!',
        { rows: checkoutRows(request.checkout) },
        { link: `${storeUrl}/dashboard`, label: 'My Orders' },
      ], legalFooter(storeUrl));
    case 'order-shipped':
      return compose(request.kind, request.to, `${brandName}: your ${request.order.productName} has shipped${inParentheses(request.order)}`, [
        `Your order is on its way with ${request.carrier}. Tracking number: ${request.trackingNumber}`,
        { rows: [...orderRows(request.order), ['Carrier', request.carrier], ['Tracking number', request.trackingNumber]] },
        { link: orderPage(storeUrl, request.order), label: 'Your order' },
      ]);
    case 'order-refunded':
      return compose(request.kind, request.to, `${brandName}: your payment for ${request.order.productName} was refunded${inParentheses(request.order)}`, [
        request.refunded
          ? `We refunded ${money(request.refunded.amount)} for ${request.refunded.lines.map((l) => `${l.quantity} × ${lineName(l)}`).join(', ')} to the card you paid with. Your bank may take a few days to show it.`
          : `We refunded ${money(request.order.totalPrice)} to the card you paid with. Your bank may take a few days to show it.`,
        { rows: orderRows(request.order) },
        { link: orderPage(storeUrl, request.order), label: 'Your order' },
      ]);
    case 'order-cancelled':
      // Only an unpaid order can be cancelled (a paid one is refunded), so nothing was charged.
      return compose(request.kind, request.to, `${brandName}: your order of ${request.order.productName} was cancelled`, [
        'We cancelled your order. It was not paid, so nothing was charged to your card.',
        { rows: orderRows(request.order) },
        { link: orderPage(storeUrl, request.order), label: 'Your order' },
      ]);
  }
}
