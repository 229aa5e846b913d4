import os from 'node:os';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DuckDbExecutor } from '@spendlens/warehouse';
import { generateSapExtract, ingestSapExtract, ensureWarehouseReady } from '@spendlens/pipeline';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'seq-'));
const dbFile = path.join(dir, 'a.duckdb');
const db = await DuckDbExecutor.open(dbFile);
const lines = Number(process.argv[2] ?? 50000);
const g = await generateSapExtract({ outDir: dir, seed: 20260, invoiceLines: lines, systemName: 'SAP-DEMO' });
await ingestSapExtract({ warehouse: db, systemId: 1, source: g.dir, commonCurrency: 'EUR' });
const rows = await db.query({ sql: `SELECT vendor_id, external_invoice_id, invoice_date, invoice_number, expected_invoice_number, robust_z_score, late_early, series_id, series_size FROM pub.invoices__late_early_id ORDER BY abs(robust_z_score) DESC LIMIT 15`, params: [] });
console.table(rows);
const n = await db.query({ sql: `SELECT count(*) n, count(*) FILTER (WHERE abs(robust_z_score) > 1000) big FROM pub.invoices__late_early_id`, params: [] });
console.log(n);
console.log(dbFile);
await db.close();
