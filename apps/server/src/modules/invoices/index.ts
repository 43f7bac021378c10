// The invoices module renders invoices and credit notes as PDF from a fully computed document.
// It owns no table yet: numbering, storage and downloads are the callers'.
export {
  invoiceProblems,
  reverseChargeStatement,
  type InvoiceDocument,
  type InvoiceLine,
  type InvoiceParty,
  type InvoiceShipping,
  type InvoiceTaxRow,
} from './invoice-document';
export { renderInvoicePdf } from './invoice-pdf';
