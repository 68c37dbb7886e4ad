/** Invoices and credit notes: numbered, issued with the payment or refund they record, kept as issued. */
export {
  issueInvoice,
  issueCreditNote,
  orderInvoice,
  orderInvoices,
  amountsIssued,
  type InvoiceSubject,
  type IssuedAmounts,
} from './invoices';
