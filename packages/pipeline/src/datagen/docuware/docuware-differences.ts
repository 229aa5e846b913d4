/** What of the SAP scenario a DocuWare extract expresses differently (answers.json `differences`). */
export const docuwareDifferences = [
  'a document system, not a ledger: no POs, goods receipts, payments, payment terms or methods, purchasing organisations or e-mails',
  'document ids: DWDOCID numbered in store order; canonical invoice ids <company>-<DWDOCID>-<year of the invoice date>',
  'reversal pairs: the original is a document rejected in approval (left out), the reversal is not rendered',
  'posting date and entry date: the store date (DWSTOREDATETIME), 1–4 days after the invoice date; processing ends at POSTED_AT (the SAP entry time)',
  'the newest open invoices are still in the workflow (in Prüfung or in Freigabe, no POSTED_AT)',
  'common amounts converted from the document currency (SAP converts the local amount), local amounts from the document currency at the ECB rate of the invoice date',
  'one invoice line per invoice (the net amount); no materials, plants or quantities',
  'one-time payees: the payee name on the document, the one-time vendor as supplier',
  'vendor master: vendors.csv holds name, address, VAT id, IBAN and e-mail only (no tax id, blocks, account group)',
  'credit notes are written with a positive gross, every fifth with a minus (the document type signs them)',
  'planted by the document system: a document re-stored and booked again, one re-stored and open in approval, a duplicate rejected in validation, two delivery notes (Lieferschein)',
] as const;
