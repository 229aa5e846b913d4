import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { oracleExtractFormat, type OracleManifest } from '../../oracle/oracle-format';
import { oracleTables, type OracleRelease } from '../../oracle/oracle-tables';
import type { DatagenAnswers } from '../answers';
import { companyCodes } from '../master-data';
import { createKeys, type OperatingUnitKey } from './create-keys';
import { DuckSession } from '../duck-session';
import { createInvoiceDocuments } from './invoice-documents';
import { createInvoiceLines } from './invoice-lines';
import { createInvoiceTables } from './invoice-tables';
import { loadSapTables } from '../load-sap-tables';
import { createMasterDataTables } from './master-data-tables';
import {
  collectTraps,
  companyAnswers,
  oracleNaming,
  orgMap,
  translateAnomalies,
  vendorMap,
  type OracleDatagenAnswers,
} from './oracle-answers';
import { oracleDifferences } from './oracle-differences';
import { createPayments } from './payment-keys';
import { createPurchasingKeys } from './purchasing-keys';
import { createPurchasingTables } from './purchasing-tables';
import { translateCrossSystem } from './translate-cross-system';
import { writeExtractTables, writeJsonFile } from '../write-extract-table';

/** ORG_ID 101, 102 … and ledger 2001, 2002 … per company code, in datagen's order (DE01, GB01, US01, SG01). */
export const operatingUnits: readonly OperatingUnitKey[] = companyCodes.map((c, i) => ({
  bukrs: c.code,
  orgId: 101 + i,
  ledgerId: 2001 + i,
}));

export interface RenderOracleExtractOptions {
  /** A datagen SAP extract (generateSapExtract's folder). */
  sapDir: string;
  sapAnswers: DatagenAnswers;
  outDir: string;
  systemName: string;
  release: OracleRelease;
}

const dayBefore = (instant: string): string =>
  new Date(Date.parse(instant.slice(0, 10)) - 86_400_000).toISOString().slice(0, 10);

/**
 * Renders the SAP extract in `sapDir` as an Oracle E-Business Suite extract (oracle-ebs-extract/1
 * of `release`) in `outDir`: loads its CSVs into an in-memory DuckDB, translates them with SQL into
 * the Oracle tables (see the README in this folder), writes each table's CSV, manifest.json and
 * answers.json (the SAP answers in Oracle ids). Deterministic: the same SAP extract gives
 * byte-identical files.
 */
export async function renderOracleExtract(
  options: RenderOracleExtractOptions,
): Promise<OracleDatagenAnswers> {
  const { sapDir, sapAnswers: sap, outDir, systemName, release } = options;
  await mkdir(outDir, { recursive: true });
  const lastDay = dayBefore(sap.extractedAt);
  return DuckSession.using('datagen-oracle', async (db) => {
    await loadSapTables(db, sapDir);
    await db.run('CREATE SCHEMA ora');
    await createKeys(db, operatingUnits);
    await createInvoiceDocuments(db);
    await createPurchasingKeys(db);
    await createInvoiceLines(db);
    await createPayments(db, lastDay);
    await createMasterDataTables(db, release, lastDay);
    await createInvoiceTables(db, release);
    await createPurchasingTables(db, release);
    await db.expectCount('cancelled invoices', 'SELECT 1 FROM k.inv WHERE is_cancelled', sap.reversalPairs);
    await db.expectCount('open invoices', 'SELECT 1 FROM k.inv WHERE is_open', sap.openInvoices);
    await db.expectCount('suppliers', 'SELECT 1 FROM k.vendor', sap.vendors);

    const written = await writeExtractTables(db, 'ora', oracleTables(release), outDir);
    const manifest: OracleManifest = {
      format: oracleExtractFormat,
      erp: release === '12' ? 'ora12' : 'ora11i',
      release,
      system: systemName,
      extracted_at: sap.extractedAt,
      tables: written,
    };
    await writeJsonFile(join(outDir, 'manifest.json'), manifest);

    const answers: OracleDatagenAnswers = {
      format: 'oracle-ebs-extract-answers/1',
      seed: sap.seed,
      systemName,
      erp: manifest.erp,
      release,
      extractedAt: sap.extractedAt,
      commonCurrency: sap.commonCurrency,
      invoiceLines: sap.invoiceLines,
      oracleInvoiceLines: await db.count('SELECT 1 FROM k.line'),
      tables: Object.fromEntries(Object.entries(written).map(([name, t]) => [name, t.rows])),
      invoiceDates: sap.invoiceDates,
      vendors: sap.vendors,
      reversalPairs: sap.reversalPairs,
      cancelledInvoices: sap.reversalPairs,
      openInvoices: sap.openInvoices,
      companyCodes: await companyAnswers(db, sap.companyCodes),
      anomalies: await translateAnomalies(db, sap.anomalies),
      oracleTraps: await collectTraps(db),
      sapIds: {
        companyCodes: Object.fromEntries(await orgMap(db)),
        vendors: Object.fromEntries(await vendorMap(db)),
        plants: Object.fromEntries(
          (
            await db.rows('SELECT werks, CAST(organization_id AS VARCHAR) AS id FROM k.plant ORDER BY werks')
          ).map((r) => [String(r['werks']), String(r['id'])]),
        ),
      },
      differences: [...oracleDifferences],
      ...(sap.crossSystem
        ? {
            crossSystem: await translateCrossSystem(db, sap.crossSystem, oracleNaming, {
              termIsZterm: false,
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
