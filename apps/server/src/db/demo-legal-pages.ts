// The demo store's legal pages (docs/product/legal-pages.md): terms and conditions, privacy,
// shipping and returns, imprint, for a power-saw maker selling to the US, the EU, the UK,
// Switzerland and Japan. Loaded by the seed when the table is empty, as version 1; the owner
// rewrites them in the back office (Legal Pages). They name the demo seller, the defaults of the
// SELLER_* settings: a real shop changes the imprint first.
import { count } from 'drizzle-orm';
import { brandName } from '@store/contract';
import type { Db } from './client';
import { legalPages } from './schema/index';

/** The seller the texts name: the demo store's, as the SELLER_* settings default to. */
const seller = {
  name: 'Kerfline Tools Inc.',
  address: ['100 Sawmill Road', 'Portland, OR 97209', 'United States'],
  email: 'service@kerfline.example',
  phone: '+1 503 555 0100',
};

const terms = `These terms and conditions apply to every order placed in the ${brandName} online shop. Please read them before you order: by ticking "I accept the terms and conditions" at checkout you agree to them. We keep the version you accepted with your order.

## 1. Who we are

The shop is run by ${seller.name}, ${seller.address.join(', ')} ("we", "us"). Our full details are on the Imprint page. You can reach our customer service at ${seller.email}.

## 2. The contract

The products in the shop are an invitation to order, not a binding offer. When you place an order you make an offer to buy the products in your cart. We send you an e-mail confirming that we received your order; the contract is made when you have paid and we confirm the payment by e-mail. We may decline an order, for example when a product is no longer available or a price was obviously wrong; any amount already charged is then refunded in full.

We sell to consumers and to businesses. Where a rule below applies only to consumers, it says so. Nothing in these terms takes away a right that the law of the country you live in gives you as a consumer.

## 3. Prices and currencies

Prices are shown in the currency of your market: US dollars in the United States and the rest of the world, euros in the euro area, pounds sterling in the United Kingdom, Swiss francs in Switzerland and Liechtenstein, and yen in Japan. The price you pay is the one shown in your cart when you place the order, in that currency. Your card issuer may charge its own fees for a payment in a foreign currency.

## 4. Taxes and duties

In the European Union, the United Kingdom, Switzerland and Japan, prices include the value added tax or consumption tax of the country we deliver to; the tax is shown on your invoice. In the United States, prices are shown without sales tax: the sales tax of the delivery address is calculated and added at checkout, before you pay.

Where we deliver to a country outside our markets, import duties and taxes may be charged by that country on delivery; they are not included in our prices and are payable by the recipient. Business customers in the EU who give a valid VAT identification number may buy without VAT under the reverse-charge rules; checkout says so when it applies.

## 5. Payment

You pay by credit or debit card when you place the order. Your card is charged once, for the total shown at checkout (products, shipping and, in the United States, sales tax). An order that is not paid within the time shown at checkout is cancelled automatically, and nothing is charged. We do not store your card number: payments are processed by our payment provider.

## 6. Delivery

We deliver to the addresses and countries offered at checkout. Delivery times and shipping costs are on the Shipping and Returns page and are shown at checkout before you pay. The risk of loss or damage passes to you when the goods are delivered to you (for business customers, when we hand them to the carrier). If a delivery is delayed by more than 30 days beyond the stated time, you may cancel the order and we refund the full amount.

## 7. Right of withdrawal

Consumers in the European Union and the United Kingdom may withdraw from the contract within 14 days of receiving the goods, without giving a reason. How to withdraw, the model withdrawal form, return costs and refunds are described on the Shipping and Returns page, which forms part of these terms. Customers in other countries may return unused products under our 30-day return policy described on the same page.

## 8. Warranty

Our saws are built for professional use. Every product comes with the statutory rights of the country you live in: in the EU and the UK, we are liable for defects that exist when the goods are delivered and appear within two years. In addition we give a manufacturer's warranty of three years on motors and gearboxes of our power saws, from the date of delivery, for defects in materials or workmanship. The warranty does not cover wear parts (blades, belts, carbon brushes), damage from misuse, accidents, or repairs by others. To use the warranty, write to ${seller.email} with your order number and a description of the fault. The manufacturer's warranty is in addition to your statutory rights and does not limit them.

## 9. Safe use

Power saws are dangerous when misused. Read the operating instructions that come with every product before first use, use the guards and protective equipment they name, and keep the tool away from children. Products for 230 V mains are sold only in markets with 230 V mains; do not use them on another supply.

## 10. Liability

We are liable without limit for intent, gross negligence, and injury to life, body or health, and under product liability law. For slight negligence we are liable only for breach of an essential obligation of the contract, and then only for the damage typical and foreseeable when the contract was made. Where the law of your country does not allow these limits, they do not apply.

## 11. Governing law and disputes

These terms and the contract are governed by the laws of the State of Oregon, United States, excluding the UN Convention on Contracts for the International Sale of Goods. If you are a consumer living in another country, this choice of law does not deprive you of the protection of the mandatory consumer law of your country, and you may bring proceedings in the courts of your country.

The European Commission's platform for online dispute resolution was closed in July 2025. We are not obliged and do not offer to take part in dispute resolution before a consumer arbitration board; please write to us first: most problems are solved quickly.

## 12. Changes to these terms

We may change these terms for future orders. Each change gives the terms a new version number; the version you accepted is stored with your order and continues to apply to it.`;

const privacy = `This privacy notice explains which personal data we collect when you use the ${brandName} shop, why, how long we keep it, and your rights. The controller responsible for your data is ${seller.name}, ${seller.address.join(', ')}, e-mail ${seller.email}.

## What data we collect

Account data: your name, e-mail address and password (stored only as a secure hash), and, if you add them, your phone number and address.

Order data: the products you order, delivery address, phone number, e-mail address, amounts, taxes, the version of the terms you accepted, and the state of each order (paid, shipped, delivered, refunded).

Payment data: our payment provider processes your card details; we receive only the payment's reference, its amount and whether it succeeded. We never see or store your full card number.

Reviews: the name, rating and text you publish.

Technical data: when you use the shop, our servers record the requested page, time, IP address and browser type in log files, to keep the shop running and secure. Your browser keeps only what the shop needs: your session while you are signed in (a cookie, or a token in the browser's storage) and the cart of a visitor who is not signed in. We use no advertising or tracking cookies and no analytics services.

## Why we use it (purposes and legal bases)

To make and fulfil the contract: to take your order, take the payment, deliver, send invoices and the e-mails about your order, handle withdrawals, returns and warranty claims (Art. 6(1)(b) GDPR).

To meet legal obligations: to keep invoices and accounting records as tax law requires (Art. 6(1)(c) GDPR).

For our legitimate interests: to keep the shop secure, prevent fraud and abuse, and fix errors (Art. 6(1)(f) GDPR).

With your consent: publishing a review you write (Art. 6(1)(a) GDPR). You may withdraw consent at any time by deleting the review or asking us to.

## Who receives it

Our payment provider (card payments), the carriers that deliver your parcel (name, address, phone number), our hosting and e-mail providers, who process data only on our instructions, and tax authorities where the law requires. We do not sell your data and do not pass it on for advertising.

## Transfers outside your country

We are based in the United States, and our servers may be located there. Transfers of personal data from the EU, the UK and Switzerland to the United States are based on the EU-US Data Privacy Framework and its UK and Swiss extensions where the recipient is certified, and otherwise on the European Commission's standard contractual clauses. You can ask us for a copy of the safeguards.

## How long we keep it

Account data: as long as you keep your account; when you delete it, within 30 days, except what we must keep for orders.

Orders and invoices: for the periods tax and commercial law require, generally up to 10 years from the end of the year of the order.

Server log files: 30 days, unless needed to investigate an attack.

Reviews: until you or we delete them.

## Your rights

Under the EU and UK General Data Protection Regulation and the Swiss Federal Act on Data Protection you have the right to access your data, to have it corrected or erased, to restrict its processing, to data portability, and to object to processing based on our legitimate interests. Where processing is based on consent, you may withdraw it at any time, without affecting the processing before. Write to ${seller.email}; we answer within one month.

You also have the right to lodge a complaint with a data protection supervisory authority, in particular in the country where you live or work.

Residents of California and other US states with privacy laws may request access to and deletion of their data in the same way; we do not sell or share personal data for cross-context behavioural advertising. Customers in Japan may make requests under the Act on the Protection of Personal Information in the same way.

## Security

Connections to the shop are encrypted (HTTPS). Passwords are stored only as hashes. Access to customer data is limited to the staff who need it for their work, and every change an administrator makes is recorded.

## Changes

We update this notice when our processing changes. The version number and date of the last change are shown on this page.`;

const shippingReturns = `## Where we deliver

We deliver to the United States, the countries of the European Union, the United Kingdom, Switzerland, Liechtenstein, Norway, Iceland and Japan, and by air to Canada, Mexico, Australia, New Zealand and selected countries in Asia, the Middle East, Africa and South America. Checkout shows whether we deliver to your address before you pay.

## Delivery times and costs

Orders paid on a working day before 2 pm Pacific time leave our warehouse the next working day.

United States: 3 to 5 working days (standard) or 1 to 2 working days (express).

European Union, United Kingdom, Switzerland and the rest of Europe: 3 to 7 working days (standard) or 1 to 3 working days (express).

Japan: 4 to 8 working days.

Other countries (air): 6 to 14 working days.

Shipping costs depend on the destination and the parcel's weight and are shown at checkout, with every delivery method, before you pay. Orders to the EU, the UK, Switzerland and Japan are delivered with duties and import taxes paid: nothing more is due on delivery. For other countries, import duties and taxes may be charged by the destination country on delivery.

When your order ships you receive an e-mail with the carrier and the tracking number. Please check the parcel when it arrives and tell us within 7 days if it was damaged in transport.

## Right of withdrawal (consumers in the EU and the UK)

If you are a consumer living in the European Union or the United Kingdom, you have the right to withdraw from this contract within 14 days without giving any reason.

The withdrawal period will expire after 14 days from the day on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the goods. If you ordered several goods in one order and they are delivered separately, the period expires 14 days after the day you acquire physical possession of the last good.

To exercise the right of withdrawal, you must inform us (${seller.name}, ${seller.address.join(', ')}, e-mail ${seller.email}, phone ${seller.phone}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an e-mail). You may use the model withdrawal form below, but it is not obligatory. To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.

## Effects of withdrawal

If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than 14 days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement. We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest.

You shall send back the goods or hand them over to us without undue delay and in any event not later than 14 days from the day on which you communicate your withdrawal from this contract to us. The deadline is met if you send back the goods before the period of 14 days has expired. We will tell you the return address in the EU or the UK when you withdraw.

You will have to bear the direct cost of returning the goods. For a power saw sent by parcel this is usually between 15 and 40 euros or pounds, depending on the country and the weight. You are only liable for any diminished value of the goods resulting from handling other than what is necessary to establish the nature, characteristics and functioning of the goods (for example, a saw that has been used to cut material).

## Model withdrawal form

(Complete and return this form only if you wish to withdraw from the contract.)

To ${seller.name}, ${seller.address.join(', ')}, e-mail ${seller.email}:

I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*) / for the provision of the following service (*),
Ordered on (*) / received on (*),
Name of consumer(s),
Address of consumer(s),
Signature of consumer(s) (only if this form is notified on paper),
Date

(*) Delete as appropriate.

## Returns from other countries

Customers in the United States, Switzerland, Japan and other countries may return unused products in their original packaging within 30 days of delivery for a refund of the price paid. Write to ${seller.email} with your order number first: we tell you where to send the parcel. Return shipping costs are paid by you, unless the product is defective or we sent the wrong product.

## Refunds

We refund within 14 days of receiving your withdrawal (EU and UK consumers) or your returned product (other returns), to the card you paid with. The refund mail tells you the amount; your bank may take a few more days to show it. A partial return is refunded for the products returned.

## Defective products

A product that is defective or damaged on arrival is covered by your statutory rights and our warranty (see the terms and conditions). We pay the return costs and repair, replace or refund it.`;

const imprint = `## Seller

${seller.name}
${seller.address.join('\n')}

## Contact

E-mail: ${seller.email}
Phone: ${seller.phone} (Monday to Friday, 8 am to 5 pm Pacific time)

## Company details

Corporation registered in the State of Oregon, United States.
Represented by its president, Jordan Kerf.

## VAT and tax numbers

VAT identification number: shown on every invoice.
For sales to the EU, VAT is declared under the EU's import one-stop shop (IOSS). For sales to the United Kingdom, Switzerland and Japan we are registered for VAT or consumption tax in each country.

## Disclosure for customers in Japan

This page, with the Terms and Conditions and the Shipping and Returns page, is our disclosure under Japan's Act on Specified Commercial Transactions: seller, address and phone number above; prices as shown in the shop, including consumption tax; shipping costs shown at checkout; payment by card when you order; delivery within the times on the Shipping and Returns page; returns as described there.

## Responsible for the content

Jordan Kerf, address as above.`;

/** The texts the seed writes, as version 1. */
export const demoLegalPages = [
  { slug: 'terms' as const, title: 'Terms and Conditions', body: terms },
  { slug: 'privacy' as const, title: 'Privacy Notice', body: privacy },
  { slug: 'shipping-returns' as const, title: 'Shipping and Returns', body: shippingReturns },
  { slug: 'imprint' as const, title: 'Imprint', body: imprint },
];

/** Writes the demo texts when the shop has no legal page yet; a page already there is kept. */
export async function loadDemoLegalPages(db: Db, log?: { info: (msg: string) => void }): Promise<void> {
  const [{ n }] = (await db.select({ n: count() }).from(legalPages)) as [{ n: number }];
  if (n > 0) return;
  await db.insert(legalPages).values(demoLegalPages).onConflictDoNothing();
  log?.info('demo legal pages loaded');
}
