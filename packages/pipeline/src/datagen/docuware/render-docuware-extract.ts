import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FxTable } from '../../fx/fx-reference';
import type { DatagenAnswers } from '../answers';
import { DuckSession } from '../duck-session';
import { loadSapTables } from '../load-sap-tables';
import { createKeys } from '../oracle/create-keys';
import { createInvoiceDocuments } from '../oracle/invoice-documents';
import { operatingUnits } from '../oracle/render-oracle-extract';
import { writeJsonFile, type WrittenTable } from '../write-extract-table';
import {
  dateFormat,
  decimalSeparator,
  docuwareFields,
  documentStatuses,
  documentTypes,
  fieldDelimiter,
} from './docuware-cabinet';
import {
  companyTotals,
  docuwareNotApplicable,
  documentCounts,
  plantedCases,
  translateAnomalies,
  type DocuwareDatagenAnswers,
} from './docuware-answers';
import { docuwareDifferences } from './docuware-differences';
import { createDocuwareDocuments } from './docuware-documents';
import { createDocuwareViews, writeDocuwareFiles } from './docuware-files';

/** manifest.json of a DocuWare extract as the datagen writes it (docuware-extract/1). */
export interface DocuwareDatagenManifest {
  format: 'docuware-extract/1';
  erp: 'docuware';
  system: string;
  extracted_at: string;
  tables: Record<string, WrittenTable>;
  fields: Record<string, string>;
  date_format: string;
  decimal: string;
  delimiter: string;
  document_types: Record<string, string>;
  statuses: Record<string, string>;
  company_names: Record<string, string>;
  company_currencies: Record<string, string>;
}

export interface RenderDocuwareExtractOptions {
  /** A datagen SAP extract (generateSapExtract's folder). */
  sapDir: string;
  sapAnswers: DatagenAnswers;
  outDir: string;
  systemName: string;
}

let fxTable: FxTable | null = null;

/**
 * Renders the SAP extract in `sapDir` as a DocuWare extract (docuware-extract/1) in `outDir`: loads
 * its CSVs into an in-memory DuckDB, analyses the invoice documents as the Oracle converter does
 * (../oracle: ids, reversal pairs, clearing), makes one document per invoice document plus the
 * planted document-system cases (docuware-documents.ts), writes documents.csv, workflow_history.csv
 * and vendors.csv in a German cabinet's locale, manifest.json and answers.json (what the ingest must
 * give; see the README in this folder). Deterministic: the same SAP extract gives byte-identical files.
 */
export async function renderDocuwareExtract(
  options: RenderDocuwareExtractOptions,
): Promise<DocuwareDatagenAnswers> {
  const { sapDir, sapAnswers: sap, outDir, systemName } = options;
  await mkdir(outDir, { recursive: true });
  fxTable ??= FxTable.load();
  const fx = fxTable;
  return DuckSession.using('datagen-docuware', async (db) => {
    await loadSapTables(db, sapDir);
    await createKeys(db, operatingUnits);
    await createInvoiceDocuments(db);
    await createDocuwareDocuments(db, sap.extractedAt);
    await db.expectCount(
      'rejected reversal originals',
      `SELECT 1 FROM k.inv WHERE is_cancelled`,
      sap.reversalPairs,
    );
    const companyCodes = await companyTotals(db, fx, sap);

    await createDocuwareViews(db);
    const written = await writeDocuwareFiles(db, outDir);
    const companies = await db.rows('SELECT bukrs, name, currency FROM k.org ORDER BY bukrs');
    const manifest: DocuwareDatagenManifest = {
      format: 'docuware-extract/1',
      erp: 'docuware',
      system: systemName,
      extracted_at: sap.extractedAt,
      tables: written,
      fields: { ...docuwareFields },
      date_format: dateFormat,
      decimal: decimalSeparator,
      delimiter: fieldDelimiter,
      document_types: { ...documentTypes },
      statuses: { ...documentStatuses },
      company_names: Object.fromEntries(companies.map((r) => [String(r['bukrs']), String(r['name'])])),
      company_currencies: Object.fromEntries(
        companies.map((r) => [String(r['bukrs']), String(r['currency'])]),
      ),
    };
    await writeJsonFile(join(outDir, 'manifest.json'), manifest);

    const answers: DocuwareDatagenAnswers = {
      format: 'docuware-extract-answers/1',
      seed: sap.seed,
      systemName,
      erp: 'docuware',
      extractedAt: sap.extractedAt,
      commonCurrency: sap.commonCurrency,
      invoiceLines: sap.invoiceLines,
      tables: Object.fromEntries(Object.entries(written).map(([name, t]) => [name, t.rows])),
      documents: written['documents']!.rows,
      vendors: sap.vendors,
      ...(await documentCounts(db)),
      companyCodes,
      documentSystem: await plantedCases(db),
      anomalies: await translateAnomalies(db, sap.anomalies),
      notApplicable: [...docuwareNotApplicable],
      differences: [...docuwareDifferences],
    };
    await writeJsonFile(join(outDir, 'answers.json'), answers);
    return answers;
  });
}
