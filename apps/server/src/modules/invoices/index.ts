// Invoices and credit notes: issued by the orders module inside the transaction that records a
// payment or a refund, numbered without gaps, rendered as PDF on download. Owns the invoice and
// invoice_counter tables.
export { type InvoiceParty } from './invoice-document';
export { issueCreditNote, issueInvoice, type InvoicedOrder } from './invoice-issue';
export { invoiceNumberOf, invoicesOfOrders, type InvoiceSummary } from './invoice-reads';
export { invoiceRoutes } from './invoice-routes';
export { invoiceAttachments } from './invoice-attachments';
