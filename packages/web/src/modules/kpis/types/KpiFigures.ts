/** What the KPIs are computed from, for the period and company code (POST /summary answers). */
export interface KpiFigures {
  /** PO and non-PO invoices posted in the period (not reversed). */
  invoices: number;
  /** Of them, those entered by the chosen users or received through the chosen channels or origins. */
  electronicInvoices: number;
  /** Invoices cleared by a payment in the period (with a due date), and those paid on or before it. */
  paidInvoices: number;
  paidOnTime: number;
  /**
   * Duplicate payments (invoice_duplicates/recovered_value): the value at risk of the confirmed
   * duplicate-invoice findings counted in the period, and what was recovered of them, in the
   * system's common currency.
   */
  duplicatesConfirmedValue: number;
  duplicatesRecoveredValue: number;
}
