/**
 * What of the SAP scenario an Oracle E-Business Suite extract cannot express, or expresses
 * differently, so that the canonical data of the two extracts differ there (answers.json
 * `differences`; the README explains each). The totals per company and document type, the vendors
 * and the planted anomalies are the same.
 */
export const oracleDifferences: readonly string[] = [
  'exact-duplicate-invoice-numbers: Oracle rejects a second invoice with the same supplier and INVOICE_NUM; the scenario plants such duplicates and this extract keeps them (Oracle itself could not hold them).',
  'one-time-payees: SAP keeps a one-time payee per document (BSEC); here each payee is a site of the one-time supplier (the invoice names it), and the Oracle mapping has no payee columns, so the one-time-payee rule sees no payee.',
  'reversal-documents: a SAP reversal pair is one cancelled Oracle invoice; the canonical REVERSAL row has document number <INVOICE_ID>C, posting and entry date = CANCELLED_DATE (SAP: the reversal BUDAT and CPUDT), and neither row is cleared (SAP: they clear each other).',
  'invoice-lines: an MM invoice has its RSEG items plus a TAX line of its input tax (Oracle lines add up to the invoice amount); SAP canonical lines have the items only. FI invoices have one ITEM line of the gross amount, as SAP has one vendor line.',
  'document-numbers: accounting document numbers are INVOICE_ID (canonical internal id <ORG_ID>-<INVOICE_ID>-<year of GL_DATE>), payments are CHECK_ID, goods receipts are RCV TRANSACTION_ID (one per MSEG line; the SAP material document is SHIPMENT_HEADER_ID).',
  'company-codes: company code = ORG_ID (101 DE01, 102 GB01, 103 US01, 104 SG01); HR_OPERATING_UNITS has no address, so company city, country and region are unknown.',
  'employee-vendors: a non-numeric LIFNR (E0000042) becomes VENDOR_ID 900000042 (sapIds.vendors).',
  'payment-methods: SAP one-letter methods per country become EFT (T, L, B, A, G), CHECK (C) and WIRE (W).',
  'payment-terms: a term is one AP_TERMS_LINES row (DUE_DAYS = the net days; discounts only where SAP has a percentage), so SAP day limits with 0% (NT30: ZTAG1 30 at 0%) carry no discount days.',
  'transaction-codes: the canonical tcode is SOURCE: Manual Invoice Entry (FB60, FB65, MIRO) or ERS (MRRL).',
  'purchasing: plants become inventory organisation ids (sapIds.plants), purchasing groups AGENT_ID 25000 + EKGRP, purchasing organisations the operating unit; R12 has no PO_DISTRIBUTIONS_ALL, so has_pr is unknown there (11i: REQ_DISTRIBUTION_ID = BANFN).',
  'vendor-master: LFA1-SPERR becomes the supplier HOLD_ALL_PAYMENTS_FLAG, SPERM HOLD_FLAG, LOEVM ENABLED_FLAG N; LFB1-ZAHLS the site HOLD_ALL_PAYMENTS_FLAG, LOEVM the site INACTIVE_DATE; the e-mail address (ADR6) is on the primary pay site only.',
  'bank-accounts: the SAP bank key becomes a numbered branch (BANK_ID = BRANCH_ID); an account shared by two vendors is one account named after its first holder.',
  'payment-blocks: an SAP payment block becomes an open AP_HOLDS_ALL hold whose HOLD_LOOKUP_CODE is the block key.',
  'payments: a payment whose cleared items net to a credit is a refund (negative AMOUNT, PAYMENT_TYPE_FLAG R); voided and reissued checks (oracleTraps) add payments rows marked is_voided that SAP has not.',
];
