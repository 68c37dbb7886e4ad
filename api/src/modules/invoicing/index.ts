/**
 * Invoices and credit notes: issued with the payment or refund they record, numbered without
 * gaps (an invoice just after its payment commits), kept as issued.
 */
export {
  issueInvoice,
  issueCreditNote,
  orderInvoice,
  orderInvoices,
  amountsIssued,
  type InvoiceSubject,
  type IssuedAmounts,
} from './invoices';
export { numberPendingInvoices } from './numbering';
