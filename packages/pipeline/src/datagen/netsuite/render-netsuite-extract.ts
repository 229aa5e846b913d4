import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { centsProductSql } from '../../canonical/exact-sql';
import { netsuiteExtractFormat, type NetsuiteManifest } from '../../netsuite/netsuite-format';
import { netsuiteTables } from '../../netsuite/netsuite-tables';
import type { DatagenAnswers } from '../answers';
import { DuckSession } from '../duck-session';
import { loadSapTables } from '../load-sap-tables';
import { createKeys } from '../oracle/create-keys';
import { createInvoiceDocuments } from '../oracle/invoice-documents';
import { createInvoiceLines } from '../oracle/invoice-lines';
import { companyAnswers, translateAnomalies, vendorMap } from '../oracle/oracle-answers';
import { createPurchasingKeys } from '../oracle/purchasing-keys';
import { translateCrossSystem } from '../oracle/translate-cross-system';
import { operatingUnits } from '../oracle/render-oracle-extract';
import { writeExtractTables, writeJsonFile } from '../write-extract-table';
import { createMasterDataViews } from './master-data-views';
import {
  netsuiteNaming,
  subsidiaryMap,
  translatePurchasing,
  type NetsuiteDatagenAnswers,
} from './netsuite-answers';
import { netsuiteCrossSystemNotShown, netsuiteDifferences } from './netsuite-differences';
import { brands, createNetsuiteKeys } from './netsuite-keys';
import { createTransactionViews } from './transaction-views';

/** The custom body field holding the brand (manifest `brand_field`). */
export const netsuiteBrandField = 'custbody_brand';

export interface RenderNetsuiteExtractOptions {
  /** A datagen SAP extract (generateSapExtract's folder). */
  sapDir: string;
  sapAnswers: DatagenAnswers;
  outDir: string;
  systemName: string;
}

/** The tables written: the format's, without transactionaccountingline (the mapping does not need it). */
const writtenTables = () => {
  const tables = netsuiteTables(netsuiteBrandField);
  return {
    required: tables.required,
    optional: tables.optional.filter((t) => t.name !== 'transactionaccountingline'),
  };
};

/**
 * Throws when the bills and credits, in the subsidiary's currency as the ingest computes it (the
 * main line's amount, × exchangerate for a foreign one), do not add up to the SAP answers' invoice
 * totals of a company code, or the voided ones to its reversals.
 */
async function expectInvoiceTotals(db: DuckSession, sap: DatagenAnswers): Promise<void> {
  const local = `CASE WHEN t.currency = s.currency THEN -l.foreignamount
    ELSE ${centsProductSql(['-l.foreignamount', 'CAST(t.exchangerate AS DECIMAL(18,10))'])} END`;
  const rows =
    await db.rows(`SELECT k.bukrs, sum(${local}) AS total, coalesce(sum(${local}) FILTER (WHERE t.voided = 'T'), 0) AS voided
    FROM ns.transaction t JOIN ns.transactionline l ON l.transaction = t.id AND l.mainline = 'T'
    JOIN ns.subsidiary s ON s.id = l.subsidiary JOIN k.sub k ON k.sub_id = s.id
    WHERE t.type IN ('VendBill', 'VendCred') GROUP BY ALL ORDER BY k.bukrs`);
  if (rows.length !== Object.keys(sap.companyCodes).length)
    throw new Error(
      `${db.label}: bills in ${rows.length} subsidiaries, the SAP answers have ${Object.keys(sap.companyCodes).length} company codes`,
    );
  const cents = (n: number) => Math.round(n * 100);
  for (const r of rows) {
    const totals = sap.companyCodes[String(r['bukrs'])];
    if (!totals) throw new Error(`${db.label}: bills of ${String(r['bukrs'])}, not in the SAP answers`);
    const expected = Object.entries(totals.byType)
      .filter(([type]) => type !== 'REVERSAL')
      .reduce((sum, [, t]) => sum + cents(t.localAmount), 0);
    const found = cents(Number(r['total']));
    const voided = cents(Number(r['voided']));
    if (found !== expected || voided !== -cents(totals.byType.REVERSAL.localAmount))
      throw new Error(
        `${db.label}: bills of ${String(r['bukrs'])} add up to ${found} and ${voided} (voided) cents, the SAP answers say ${expected} and ${-cents(totals.byType.REVERSAL.localAmount)}`,
      );
  }
}

/**
 * Renders the SAP extract in `sapDir` as a NetSuite extract (netsuite-extract/1) in `outDir`: loads
 * its CSVs into an in-memory DuckDB, analyses the scenario as the Oracle converter does (../oracle:
 * ids, invoice documents, reversal pairs, payments, lines, PO lines, receipts), translates it with
 * SQL into the NetSuite tables (see the README in this folder), writes each table's CSV,
 * manifest.json and answers.json (the SAP answers in NetSuite ids). Deterministic: the same SAP
 * extract gives byte-identical files.
 */
export async function renderNetsuiteExtract(
  options: RenderNetsuiteExtractOptions,
): Promise<NetsuiteDatagenAnswers> {
  const { sapDir, sapAnswers: sap, outDir, systemName } = options;
  await mkdir(outDir, { recursive: true });
  return DuckSession.using('datagen-netsuite', async (db) => {
    await loadSapTables(db, sapDir);
    await db.run('CREATE SCHEMA ns');
    await createKeys(db, operatingUnits);
    await createInvoiceDocuments(db);
    await createPurchasingKeys(db);
    await createInvoiceLines(db);
    await createNetsuiteKeys(db);
    await createMasterDataViews(db);
    await createTransactionViews(db, netsuiteBrandField);
    await db.expectCount('vendors', 'SELECT 1 FROM ns.vendor', sap.vendors);
    await db.expectCount(
      'voided bills and credits (SAP reversal pairs)',
      `SELECT 1 FROM ns.transaction WHERE type IN ('VendBill', 'VendCred') AND voided = 'T'`,
      sap.reversalPairs,
    );
    await db.expectCount(
      'open bills and credits',
      `SELECT 1 FROM ns.transaction WHERE type IN ('VendBill', 'VendCred') AND status = 'A' AND voided = 'F'`,
      sap.openInvoices,
    );
    await db.expectNone(
      'paid bills without exactly one payment link, or open ones with one',
      `SELECT t.id, t.status, count(k.nextdoc) AS payments FROM ns.transaction t
       LEFT JOIN ns.previoustransactionlinelink k ON k.previousdoc = t.id AND k.linktype = 'Payment'
       WHERE t.type IN ('VendBill', 'VendCred')
       GROUP BY t.id, t.status, t.voided HAVING count(k.nextdoc) <> CASE WHEN t.status = 'B' AND t.voided = 'F' THEN 1 ELSE 0 END`,
    );
    await expectInvoiceTotals(db, sap);

    const written = await writeExtractTables(db, 'ns', writtenTables(), outDir);
    const manifest: NetsuiteManifest = {
      format: netsuiteExtractFormat,
      erp: 'netsuite',
      system: systemName,
      extracted_at: sap.extractedAt,
      tables: written,
      brand_field: netsuiteBrandField,
    };
    await writeJsonFile(join(outDir, 'manifest.json'), manifest);

    const counts = await db.rows(
      'SELECT type, count(*) AS n FROM ns.transaction GROUP BY type ORDER BY type',
    );
    const anomalies = await translateAnomalies(db, sap.anomalies, netsuiteNaming);
    const answers: NetsuiteDatagenAnswers = {
      format: 'netsuite-extract-answers/1',
      seed: sap.seed,
      systemName,
      erp: 'netsuite',
      extractedAt: sap.extractedAt,
      commonCurrency: sap.commonCurrency,
      invoiceLines: sap.invoiceLines,
      tables: Object.fromEntries(Object.entries(written).map(([name, t]) => [name, t.rows])),
      invoiceDates: sap.invoiceDates,
      vendors: sap.vendors,
      reversalPairs: sap.reversalPairs,
      voidedBills: sap.reversalPairs,
      openInvoices: sap.openInvoices,
      transactions: Object.fromEntries(counts.map((r) => [String(r['type']), Number(r['n'])])),
      brandField: netsuiteBrandField,
      brands: [...brands],
      eliminationSubsidiary: String(
        (await db.rows('SELECT sub_id FROM k.sub WHERE is_elimination'))[0]!['sub_id'],
      ),
      companyCodes: await companyAnswers(
        db,
        sap.companyCodes,
        '(SELECT CAST(s.sub_id AS VARCHAR) FROM k.sub s WHERE s.bukrs = k.org.bukrs)',
      ),
      anomalies: await translatePurchasing(db, anomalies),
      sapIds: {
        companyCodes: Object.fromEntries(await subsidiaryMap(db)),
        vendors: Object.fromEntries(await vendorMap(db)),
      },
      differences: [...netsuiteDifferences],
      ...(sap.crossSystem
        ? {
            crossSystem: await translateCrossSystem(db, sap.crossSystem, netsuiteNaming, {
              termIsZterm: false,
              banks: false,
              blocks: false,
              notShown: netsuiteCrossSystemNotShown,
            }),
          }
        : {}),
    };
    await writeJsonFile(join(outDir, 'answers.json'), answers);
    return answers;
  });
}
