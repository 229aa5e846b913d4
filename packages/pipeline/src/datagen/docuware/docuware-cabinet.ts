/**
 * The file cabinet the DocuWare datagen writes (see README.md in this folder): its database field
 * names, the manifest's field map and value maps, and the users of its workflow. A German
 * installation: DD.MM.YYYY dates, decimal comma, `;` between fields.
 */

/** documents.csv columns in file order: the cabinet's database field names (FieldName, not labels). */
export const documentColumns = [
  'DWDOCID',
  'DOCUMENT_TYPE',
  'COMPANY',
  'SUPPLIER_NO',
  'SUPPLIER_NAME',
  'VAT_ID',
  'IBAN',
  'INVOICE_NO',
  'INVOICE_DATE',
  'DUE_DATE',
  'CURRENCY',
  'NET_AMOUNT',
  'GROSS_AMOUNT',
  'ORDER_NO',
  'STATUS',
  'DWSTOREDATETIME',
  'DWSTOREUSER',
  'APPROVED_AT',
  'POSTED_AT',
  'ERP_DOC_NO',
  'PAID_AT',
  'DWPAGECOUNT',
  'DWEXTENSION',
] as const;

/** The manifest's `fields`: our name → the cabinet field (DWPAGECOUNT and DWEXTENSION stay unmapped). */
export const docuwareFields = {
  document_id: 'DWDOCID',
  document_type: 'DOCUMENT_TYPE',
  vendor_id: 'SUPPLIER_NO',
  vendor_name: 'SUPPLIER_NAME',
  vendor_vat_id: 'VAT_ID',
  vendor_iban: 'IBAN',
  invoice_number: 'INVOICE_NO',
  invoice_date: 'INVOICE_DATE',
  gross_amount: 'GROSS_AMOUNT',
  net_amount: 'NET_AMOUNT',
  currency: 'CURRENCY',
  company_code: 'COMPANY',
  po_number: 'ORDER_NO',
  stored_at: 'DWSTOREDATETIME',
  stored_by: 'DWSTOREUSER',
  status: 'STATUS',
  approved_at: 'APPROVED_AT',
  posted_at: 'POSTED_AT',
  erp_document_no: 'ERP_DOC_NO',
  paid_at: 'PAID_AT',
  due_date: 'DUE_DATE',
} as const satisfies Record<string, (typeof documentColumns)[number]>;

/** Raw document types → the format's kinds (manifest `document_types`). */
export const documentTypes = {
  Rechnung: 'invoice',
  Gutschrift: 'credit_note',
  Lieferschein: 'other',
} as const;

/** Raw statuses → the format's (manifest `statuses`). */
export const documentStatuses = {
  Neu: 'new',
  Prüfung: 'validation',
  'In Freigabe': 'in_approval',
  Freigegeben: 'approved',
  Abgelehnt: 'rejected',
  Gebucht: 'completed',
  Bezahlt: 'paid',
} as const;

export type DocumentStatus = keyof typeof documentStatuses;

/** workflow_history.csv columns (the format's own names, fixed). */
export const workflowColumns = [
  'document_id',
  'workflow',
  'step',
  'user',
  'started_at',
  'completed_at',
  'decision',
] as const;

/** vendors.csv columns (the format's own names, fixed; `email` optional). */
export const vendorColumns = [
  'vendor_id',
  'name',
  'street',
  'postcode',
  'town',
  'country',
  'vat_id',
  'iban',
  'email',
] as const;

/** The one workflow and its steps, in order. */
export const workflowName = 'Rechnungseingang';
export const workflowSteps = { validation: 'Prüfung', approval: 'Freigabe', booking: 'Buchung' } as const;

export const dateFormat = 'DD.MM.YYYY';
export const decimalSeparator = ',';
export const fieldDelimiter = ';';

/** Value-added tax rate per company country, for the net amount (SAP's invoices carry the gross). */
export const vatPercent: Readonly<Record<string, number>> = { DE: 19, GB: 20, US: 0, SG: 9 };

/** Validation clerks (step Prüfung), picked by document. */
export const clerks = ['m.becker', 's.wagner', 'k.schulz'] as const;

/** Approvers (step Freigabe) per company country, picked by document. */
export const approvers: Readonly<Record<string, readonly [string, string]>> = {
  DE: ['t.hoffmann', 'a.keller'],
  GB: ['j.taylor', 'r.evans'],
  US: ['d.miller', 'l.moore'],
  SG: ['w.lim', 'h.tan'],
};

/** Store users (DWSTOREUSER): the e-mail import and a scan station. */
export const storeUsers = { mail: 'DW-MAILIMPORT', scan: 'DW-SCAN01' } as const;
