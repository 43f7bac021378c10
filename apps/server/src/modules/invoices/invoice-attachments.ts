import type { Db } from '../../db/client';
import type { AttachmentsFor } from '../mail';
import { renderInvoicePdf } from './invoice-pdf';
import { UnprintableText } from './invoice-text';
import { findInvoice } from './invoice-reads';

/**
 * The payment mail carries the order's invoice as PDF, rendered when the mail is sent (off the
 * request path). An invoice its PDF fonts cannot print (a name in a script they lack) goes without:
 * the mail itself must never wait on it.
 */
export const invoiceAttachments =
  (db: Db): AttachmentsFor =>
  async (request) => {
    if (request.kind !== 'payment-received' || !request.invoiceNumber) return [];
    const invoice = await findInvoice(db, request.invoiceNumber);
    if (!invoice) return [];
    try {
      return [{ filename: `${request.invoiceNumber}.pdf`, contentType: 'application/pdf', content: await renderInvoicePdf(invoice.document) }];
    } catch (err) {
      if (err instanceof UnprintableText) return [];
      throw err;
    }
  };
