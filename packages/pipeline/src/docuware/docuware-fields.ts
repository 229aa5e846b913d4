/**
 * Our names of a DocuWare documents.csv column (docuware-format.md): what the manifest's `fields` maps
 * to a cabinet's database field names, each with how its value is written in the cabinet's locale.
 *
 * text — as written; date — the manifest's `date_format`; dateTime — that date, optionally followed
 * by a space and HH:mm or HH:mm:ss; amount — a decimal with the manifest's `decimal` mark.
 */
export const docuwareFieldKinds = {
  document_id: 'text',
  cabinet: 'text',
  document_type: 'text',
  vendor_id: 'text',
  vendor_name: 'text',
  vendor_vat_id: 'text',
  vendor_iban: 'text',
  vendor_street: 'text',
  vendor_postcode: 'text',
  vendor_town: 'text',
  vendor_country: 'text',
  account_group: 'text',
  invoice_number: 'text',
  invoice_date: 'date',
  gross_amount: 'amount',
  net_amount: 'amount',
  currency: 'text',
  company_code: 'text',
  po_number: 'text',
  stored_at: 'dateTime',
  stored_by: 'text',
  status: 'text',
  approved_at: 'dateTime',
  posted_at: 'dateTime',
  erp_document_no: 'text',
  paid_at: 'dateTime',
  due_date: 'date',
} as const;

export type DocuwareName = keyof typeof docuwareFieldKinds;
export type DocuwareValueKind = (typeof docuwareFieldKinds)[DocuwareName];

export const docuwareNames = Object.keys(docuwareFieldKinds) as DocuwareName[];

/** The names `fields` must map (besides vendor_id or vendor_name, one of which it must). */
export const requiredDocuwareNames: readonly DocuwareName[] = [
  'document_id',
  'invoice_number',
  'invoice_date',
  'gross_amount',
  'currency',
  'company_code',
  'stored_at',
];

/** What a document type maps to: invoices and credit notes are invoices; other documents are left out. */
export const documentKinds = ['invoice', 'credit_note', 'other'] as const;

/** What a status maps to; rejected documents are left out. */
export const workflowStatuses = [
  'new',
  'validation',
  'in_approval',
  'approved',
  'rejected',
  'completed',
  'paid',
] as const;
