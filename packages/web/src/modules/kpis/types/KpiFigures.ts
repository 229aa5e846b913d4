/** What the KPIs are computed from, for the period and company code (POST /summary answers). */
export interface KpiFigures {
  /** PO and non-PO invoices posted in the period (not reversed). */
  invoices: number;
  /** Of them, those entered by the chosen users or received through the chosen channels or origins. */
  electronicInvoices: number;
  /** Invoices cleared by a payment in the period (with a due date), and those paid on or before it. */
  paidInvoices: number;
  paidOnTime: number;
}
