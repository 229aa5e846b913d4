import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { jdeExtractFormat, type JdeManifest } from '../../jde/jde-format';
import { jdeTables } from '../../jde/jde-tables';
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
import { createAddressBookKeys } from './address-book-keys';
import { collectJdeTraps, companyMap, jdeNaming, type JdeDatagenAnswers } from './jde-answers';
import { jdeDifferences } from './jde-differences';
import { dataItemDecimals } from './jde-value-sql';
import { createMasterDataViews } from './master-data-views';
import { createPurchasingViews } from './purchasing-views';
import { createVoucherKeys } from './voucher-keys';
import { createVoucherViews } from './voucher-views';

/** The F0101 field holding the supplier type (SAP's account group, KTOKK). */
export const jdeVendorTypeField = 'ABAC01';

export interface RenderJdeExtractOptions {
  /** A datagen SAP extract (generateSapExtract's folder). */
  sapDir: string;
  sapAnswers: DatagenAnswers;
  outDir: string;
  systemName: string;
}

/** Throws when the vouchers do not add up to the SAP answers' invoice totals of a company code. */
async function expectInvoiceTotals(db: DuckSession, sap: DatagenAnswers): Promise<void> {
  const rows = await db.rows(`SELECT c.bukrs, u.decimals,
      sum(f.RPAG) FILTER (WHERE f.RPDCTA IS NULL) AS ag, sum(f.RPAG) FILTER (WHERE f.RPDCTA = 'PE') AS pe
    FROM jde.F0411 f JOIN k.company c ON c.co = f.RPCO JOIN k.cur u ON u.code = c.currency GROUP BY ALL ORDER BY c.bukrs`);
  for (const r of rows) {
    const totals = sap.companyCodes[String(r['bukrs'])];
    if (!totals) continue;
    const cents = (n: number) => Math.round(n * 100);
    const expected = Object.entries(totals.byType)
      .filter(([type]) => type !== 'REVERSAL')
      .reduce((sum, [, t]) => sum + cents(t.localAmount), 0);
    const scale = 10 ** (Number(r['decimals']) - 2);
    const found = Number(r['ag']) / scale;
    const reversals = Number(r['pe'] ?? 0) / scale;
    if (found !== expected || reversals !== cents(totals.byType.REVERSAL.localAmount))
      throw new Error(
        `${db.label}: vouchers of ${String(r['bukrs'])} add up to ${found} and ${reversals} (void rows) cents, the SAP answers say ${expected} and ${cents(totals.byType.REVERSAL.localAmount)}`,
      );
  }
}

/**
 * Renders the SAP extract in `sapDir` as a JD Edwards EnterpriseOne extract (jde-extract/1) in
 * `outDir`: loads its CSVs into an in-memory DuckDB, analyses the scenario as the Oracle converter
 * does (../oracle: ids, invoice documents, reversal pairs, payments, lines, PO lines, receipts),
 * translates it with SQL into the JDE tables (see the README in this folder), writes each table's
 * CSV, manifest.json and answers.json (the SAP answers in JDE ids). Deterministic: the same SAP
 * extract gives byte-identical files.
 */
export async function renderJdeExtract(options: RenderJdeExtractOptions): Promise<JdeDatagenAnswers> {
  const { sapDir, sapAnswers: sap, outDir, systemName } = options;
  await mkdir(outDir, { recursive: true });
  return DuckSession.using('datagen-jde', async (db) => {
    await loadSapTables(db, sapDir);
    await db.run('CREATE SCHEMA jde');
    await createKeys(db, operatingUnits);
    await createInvoiceDocuments(db);
    await createPurchasingKeys(db);
    await createInvoiceLines(db);
    await createAddressBookKeys(db);
    await createMasterDataViews(db, sap.extractedAt.slice(0, 10));
    await createVoucherKeys(db);
    await createVoucherViews(db);
    await createPurchasingViews(db);
    await db.expectCount(
      'voided vouchers',
      `SELECT DISTINCT RPDOC FROM jde.F0411 WHERE RPVOD = 'V'`,
      sap.reversalPairs,
    );
    await db.expectCount(
      'open vouchers',
      'SELECT RPDOC FROM jde.F0411 WHERE RPDCTA IS NULL GROUP BY RPDOC HAVING sum(RPAAP) <> 0',
      sap.openInvoices,
    );
    await db.expectCount('suppliers', 'SELECT 1 FROM jde.F0401', sap.vendors);
    await expectInvoiceTotals(db, sap);

    const tables = jdeTables(jdeVendorTypeField);
    const written = await writeExtractTables(db, 'jde', tables, outDir);
    const currencies = await db.rows('SELECT code, decimals FROM k.cur ORDER BY code');
    const manifest: JdeManifest = {
      format: jdeExtractFormat,
      erp: 'jde',
      system: systemName,
      extracted_at: sap.extractedAt,
      tables: written,
      decimals: Object.fromEntries(currencies.map((r) => [String(r['code']), Number(r['decimals'])])),
      quantity_decimals: dataItemDecimals.quantity,
      unit_cost_decimals: dataItemDecimals.unitCost,
      line_number_decimals: dataItemDecimals.lineNumber,
      vendor_type_field: jdeVendorTypeField,
    };
    await writeJsonFile(join(outDir, 'manifest.json'), manifest);

    const answers: JdeDatagenAnswers = {
      format: 'jde-extract-answers/1',
      seed: sap.seed,
      systemName,
      erp: 'jde',
      extractedAt: sap.extractedAt,
      commonCurrency: sap.commonCurrency,
      invoiceLines: sap.invoiceLines,
      tables: Object.fromEntries(Object.entries(written).map(([name, t]) => [name, t.rows])),
      invoiceDates: sap.invoiceDates,
      vendors: sap.vendors,
      reversalPairs: sap.reversalPairs,
      voidedVouchers: sap.reversalPairs,
      openInvoices: sap.openInvoices,
      vouchers: await db.count('SELECT 1 FROM k.voucher'),
      payItems: await db.count('SELECT 1 FROM k.pay_item'),
      companyCodes: await companyAnswers(
        db,
        sap.companyCodes,
        `(SELECT c.co FROM k.company c WHERE c.bukrs = k.org.bukrs)`,
      ),
      anomalies: await translateAnomalies(db, sap.anomalies, jdeNaming),
      jdeTraps: await collectJdeTraps(db),
      sapIds: {
        companyCodes: Object.fromEntries(await companyMap(db)),
        vendors: Object.fromEntries(await vendorMap(db)),
      },
      differences: [...jdeDifferences],
      ...(sap.crossSystem
        ? {
            crossSystem: await translateCrossSystem(db, sap.crossSystem, jdeNaming, {
              termIsZterm: true,
              banks: true,
              blocks: true,
              notShown: [],
            }),
          }
        : {}),
    };
    await writeJsonFile(join(outDir, 'answers.json'), answers);
    return answers;
  });
}
