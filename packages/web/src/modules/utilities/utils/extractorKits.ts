/**
 * The extractors the Download Extractors page lists (spec 03 §2.9: ERP types, only SAP). The kit itself
 * (GET download/{erp}, a zip) is later work, so `available` is false and no download is offered yet.
 */
export const extractorKits = [
  {
    erp: 'sap',
    name: 'SAP ECC / S/4HANA',
    contents:
      'Extraction program and instructions for the SAP tables of the manifest (vendors, invoices, purchase orders, goods receipts, payments), packed as a zip',
    available: false,
  },
] as const;
