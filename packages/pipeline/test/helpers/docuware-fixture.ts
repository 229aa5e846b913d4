import { writeExtractFolder } from './extract-folder';
import { docuwareTables } from '../../src/docuware/docuware-tables';
import type { DocuwareFieldMap } from '../../src/docuware/docuware-tables';

/** The cabinet's database field names of the fixture, by our name. */
export const docuwareFieldMap: DocuwareFieldMap = {
  document_id: 'DWDOCID',
  document_type: 'DOC_TYPE',
  vendor_id: 'VENDOR_NO',
  vendor_name: 'VENDOR_NAME',
  vendor_vat_id: 'VAT_ID',
  vendor_iban: 'IBAN',
  invoice_number: 'INVOICE_NO',
  invoice_date: 'INVOICE_DATE',
  gross_amount: 'GROSS',
  net_amount: 'NET',
  currency: 'CURRENCY',
  company_code: 'COMPANY',
  po_number: 'PO_NO',
  stored_at: 'DWSTOREDATETIME',
  stored_by: 'DWSTOREUSER',
  status: 'STATUS',
  posted_at: 'POSTED_AT',
  erp_document_no: 'ERP_DOC',
  due_date: 'DUE_DATE',
};

/** The manifest keys of the fixture beyond the common ones: a German cabinet. */
export const docuwareManifestKeys = {
  fields: docuwareFieldMap,
  date_format: 'DD.MM.YYYY',
  decimal: ',',
  document_types: { Rechnung: 'invoice', Gutschrift: 'credit_note', Lieferschein: 'other' },
  statuses: {
    Neu: 'new',
    'In Freigabe': 'in_approval',
    Freigegeben: 'approved',
    Abgelehnt: 'rejected',
    Gebucht: 'completed',
    Bezahlt: 'paid',
  },
  company_names: { '1000': 'Demo GmbH' },
  company_currencies: { '1000': 'EUR', '2000': 'EUR' },
};

/**
 * A tiny hand-written DocuWare extract (docuware-extract/1) in a German locale (DD.MM.YYYY, decimal
 * ',', '.' for thousands; amounts quoted since the delimiter is ','), small enough to check every
 * number by hand. Invoice dates 2024-03-15 (a Friday: USD 1.0892 per EUR) but the last.
 * - 101 Rechnung R-1 of V100, 1.234,56 EUR gross (1.037,45 net), PO-77, stored 18.03.2024 09:30 by
 *   jdoe, Gebucht (completed), posted 20.03.2024 as ERP document 5100000001;
 * - 102 Gutschrift G-1 of V100, 100,00 captured positive: a credit note of -100, In Freigabe, its
 *   open workflow step Freigabe;
 * - 103 Rechnung R-7 of V200 Beta AG, -500,00 USD (an OCR minus: an invoice is positive) in company
 *   2000 (EUR by the manifest), Freigegeben (approved), its workflow complete but not its processing;
 * - 104 Lieferschein (a delivery note: left out); 105 Rechnung Abgelehnt (rejected: left out);
 * - 106 Rechnung R-9 of 28.03.2024 (the as-of date of the backlog), of no vendor number, named
 *   '  gamma   kg ', 2.000 EUR in company 3000 (no currency in the manifest: local = document),
 *   Bezahlt (paid) without posting or payment date: it completes with its last workflow step,
 *   02.04.2024;
 * - 107 Rechnung R-1 of V100 again, stored again on 21.03.2024, Neu, its open step Prüfung: a
 *   duplicate of 101.
 * vendors.csv lists V100 (with an IBAN) and V300 (no documents).
 */
export const docuwareTablesFixture: Record<string, string[]> = {
  documents: [
    'DWDOCID,DOC_TYPE,VENDOR_NO,VENDOR_NAME,VAT_ID,IBAN,INVOICE_NO,INVOICE_DATE,GROSS,NET,CURRENCY,COMPANY,PO_NO,DWSTOREDATETIME,DWSTOREUSER,STATUS,POSTED_AT,ERP_DOC,DUE_DATE,DWPAGECOUNT',
    '101,Rechnung,V100,Acme GmbH,DE123456789,,R-1,15.03.2024,"1.234,56","1.037,45",EUR,1000,PO-77,18.03.2024 09:30,jdoe,Gebucht,20.03.2024 10:00:00,5100000001,14.04.2024,2',
    '102,Gutschrift,V100,Acme GmbH,DE123456789,,G-1,15.03.2024,"100,00",,EUR,1000,,19.03.2024,jdoe,In Freigabe,,,,1',
    '103,Rechnung,V200,Beta AG,ATU12345678,DE02 1203 0000 0000 2020 51,R-7,15.03.2024,"-500,00",,USD,2000, ,16.03.2024 08:00:05,mmuster,Freigegeben,,,,1',
    '104,Lieferschein,V200,Beta AG,,,LS-1,15.03.2024,"0,00",,EUR,2000,,16.03.2024,mmuster,Neu,,,,1',
    '105,Rechnung,V200,Beta AG,,,R-8,15.03.2024,"75,00",,EUR,2000,,16.03.2024,mmuster,Abgelehnt,,,,1',
    '106,Rechnung,,  gamma   kg ,,,R-9,28.03.2024,2.000,,EUR,3000,,28.03.2024 07:00,mmuster,Bezahlt,,,,3',
    '107,Rechnung,V100,Acme GmbH,DE123456789,,R-1,15.03.2024,"1.234,56",,EUR,1000,,21.03.2024 11:00,jdoe,Neu,,,,2',
  ],
  workflow_history: [
    'document_id,workflow,step,user,started_at,completed_at,decision',
    '101,Rechnungsfreigabe,Prüfung,anna,18.03.2024 09:35,18.03.2024 12:00,ok',
    '102,Rechnungsfreigabe,Prüfung,anna,19.03.2024 08:00,19.03.2024 09:00,ok',
    '102,Rechnungsfreigabe,Freigabe,bernd,19.03.2024 09:00,,',
    '103,Rechnungsfreigabe,Freigabe,carl,16.03.2024 09:00,17.03.2024 10:00,approve',
    '106,Rechnungsfreigabe,Freigabe,carl,28.03.2024 10:00,29.03.2024 16:45,approve',
    '106,Zahlung,Zahlung,dora,29.03.2024 17:00,02.04.2024 08:00,done',
    '107,Rechnungsfreigabe,Prüfung,anna,21.03.2024 11:05,,',
  ],
  vendors: [
    'vendor_id,name,street,postcode,town,country,vat_id,iban',
    'V100,Acme GmbH,Hauptstr. 1,10115,Berlin,de,DE123456789,DE89 3704 0044 0532 0130 00',
    'V300,Unused Ltd,1 High St,EC1A 1AA,London,GB,,',
  ],
};

/**
 * Writes `tables` (each a header line and rows) as a docuware-extract/1 folder with its manifest;
 * `manifest` overrides manifest keys. Answers the folder.
 */
export async function writeDocuwareExtract(
  tables: Record<string, string[]>,
  options: { manifest?: Record<string, unknown> } = {},
): Promise<string> {
  return writeExtractFolder('spendlens-docuware-', tables, docuwareTables(docuwareFieldMap, ','), {
    format: 'docuware-extract/1',
    erp: 'docuware',
    system: 'DW',
    extracted_at: '2024-04-10T02:00:00Z',
    ...docuwareManifestKeys,
    ...options.manifest,
  });
}
