/**
 * The extractors the Download Extractors page lists (spec 03 §2.9), one row per kit, SAP first. `erp` is
 * the path of GET download/{erp} (a kit's name; the server takes the system types too).
 */
export const extractorKits = [
  {
    erp: 'sap',
    name: 'SAP ECC / S/4HANA',
    contents:
      'An ABAP report (installed in SE38 without a transport) that writes the extract’s CSV files and manifest for the company codes and posting dates you choose (vendors, invoices, purchase orders, goods receipts, payments), make-manifest.sh, and a README, packed as a zip',
  },
  {
    erp: 'oracle-ebs',
    name: 'Oracle E-Business Suite (R12 and 11i)',
    contents:
      'SQL*Plus scripts for release 12 and 11i that write the extract’s CSV files (invoices, payments, purchase orders, receipts, suppliers) from the E-Business Suite tables, make-manifest.sh for its manifest, and a README, packed as a zip',
  },
  {
    erp: 'jde',
    name: 'JD Edwards EnterpriseOne',
    contents:
      'SQL scripts for JDE on Oracle Database (SQL*Plus) and on SQL Server (sqlcmd) that write the extract’s CSV files (vouchers, payments, purchase orders, receipts, suppliers), make-manifest.sh for its manifest, and a README, packed as a zip',
  },
  {
    erp: 'netsuite',
    name: 'NetSuite',
    contents:
      'A Node.js script that reads the extract’s tables (vendor bills and credits, bill payments, purchase orders, item receipts, vendors) through the SuiteQL REST service with token-based authentication, make-manifest.sh for its manifest, and a README, packed as a zip',
  },
  {
    erp: 'docuware',
    name: 'DocuWare',
    contents:
      'Instructions to export the invoice documents, their workflow history and the vendor list from a DocuWare file cabinet, a manifest template with the field map, date format and decimal mark, make-manifest.sh for its manifest, packed as a zip',
  },
] as const;

export type ExtractorKit = (typeof extractorKits)[number];
