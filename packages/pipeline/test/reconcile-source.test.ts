import path from 'node:path';
import type { DuckDbExecutor } from '@spendlens/warehouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSapExtract, ingestSapExtract } from '../src/index';
import { TempDirs } from './helpers/sap-fixture';
import { openWarehouse } from './helpers/warehouse';

/**
 * Issue 3 'Done when': the canonical tables of a datagen extract reconcile with its source files —
 * counts and amount sums per company code — computed here straight from the CSVs with DuckDB's own
 * reader, independently of the pipeline's staging and mapping code.
 */
const temp = new TempDirs();
let db: DuckDbExecutor;
let dir: string;
const systemId = 5;

beforeAll(async () => {
  db = await openWarehouse();
  const generated = await generateSapExtract({
    outDir: await temp.make(),
    seed: 11,
    invoiceLines: 3000,
    systemName: 'recon',
  });
  dir = generated.dir;
  await ingestSapExtract({ warehouse: db, systemId, source: dir, commonCurrency: 'EUR' });
});
afterAll(async () => {
  await db.close();
  await temp.removeAll();
});

function csv(table: string): string {
  const file = path.join(dir, `${table}.csv`).replaceAll("'", "''");
  return `read_csv('${file}', all_varchar = true, header = true)`;
}

async function rows(sql: string): Promise<Record<string, unknown>[]> {
  return db.query({ sql, params: [] });
}

describe('canonical tables reconcile with the source CSVs per company code', () => {
  it('vendors: one canonical vendor per LFA1 row', async () => {
    const [source] = await rows(`SELECT count(*)::INTEGER AS n FROM ${csv('LFA1')}`);
    const [canon] = await db.query({
      sql: 'SELECT count(*)::INTEGER AS n FROM canon.vendors WHERE system_id = $1',
      params: [systemId],
    });
    expect(canon).toEqual(source);
    expect(Number(source!['n'])).toBeGreaterThan(0);
  });

  it('purchase orders and items: counts per company code', async () => {
    const source = await rows(
      `SELECT h.BUKRS AS company_code, count(DISTINCT h.EBELN)::INTEGER AS orders, count(i.EBELP)::INTEGER AS items
       FROM ${csv('EKKO')} h LEFT JOIN ${csv('EKPO')} i ON i.EBELN = h.EBELN GROUP BY 1 ORDER BY 1`,
    );
    const canon = await db.query({
      sql: `SELECT o.company_code, count(DISTINCT o.po_number)::INTEGER AS orders,
              (SELECT count(*)::INTEGER FROM canon.purchase_order_items i WHERE i.system_id = $1 AND i.company_code = o.company_code) AS items
            FROM canon.purchase_orders o WHERE o.system_id = $1 GROUP BY 1 ORDER BY 1`,
      params: [systemId],
    });
    expect(canon).toEqual(source);
    expect(source.length).toBeGreaterThan(1);
  });

  it('goods receipts: line counts and signed local amounts per company code (SHKZG H negative)', async () => {
    const source = await rows(
      `SELECT BUKRS AS company_code, count(*)::INTEGER AS lines,
         sum(CASE WHEN SHKZG = 'H' THEN -CAST(DMBTR AS DECIMAL(18,2)) ELSE CAST(DMBTR AS DECIMAL(18,2)) END)::DOUBLE AS amount
       FROM ${csv('MSEG')} GROUP BY 1 ORDER BY 1`,
    );
    const canon = await db.query({
      sql: `SELECT company_code, count(*)::INTEGER AS lines, sum(signed_local_amount)::DOUBLE AS amount
            FROM canon.goods_receipts WHERE system_id = $1 GROUP BY 1 ORDER BY 1`,
      params: [systemId],
    });
    expect(canon).toEqual(source);
    expect(source.length).toBeGreaterThan(1);
  });

  it('payments: clearings by payment documents (KZ, ZP) per company code, and the signed sums they cleared', async () => {
    // a payment is one (company code, vendor, clearing document, clearing date) of the cleared items
    // (BSAK) whose clearing document is a BKPF of type KZ or ZP; its amount sums the items it cleared
    // (its own vendor lines excluded), invoices positive: SHKZG H (credit to the vendor) +, S −
    const source = await rows(
      `WITH pay AS (SELECT DISTINCT BUKRS, BELNR FROM ${csv('BKPF')} WHERE BLART IN ('KZ', 'ZP')),
       items AS (
         SELECT b.BUKRS, b.LIFNR, b.AUGBL, b.AUGDT,
           CASE WHEN b.BELNR = b.AUGBL THEN 0
                WHEN b.SHKZG = 'H' THEN CAST(b.DMBTR AS DECIMAL(18,2)) ELSE -CAST(b.DMBTR AS DECIMAL(18,2)) END AS amount
         FROM ${csv('BSAK')} b JOIN pay p ON p.BUKRS = b.BUKRS AND p.BELNR = b.AUGBL
       ),
       payments AS (SELECT BUKRS, LIFNR, AUGBL, AUGDT, sum(amount) AS amount FROM items GROUP BY ALL)
       SELECT BUKRS AS company_code, count(*)::INTEGER AS payments, sum(amount)::DOUBLE AS amount FROM payments GROUP BY 1 ORDER BY 1`,
    );
    const canon = await db.query({
      sql: `SELECT company_code, count(*)::INTEGER AS payments, sum(local_amount)::DOUBLE AS amount
            FROM canon.payments WHERE system_id = $1 GROUP BY 1 ORDER BY 1`,
      params: [systemId],
    });
    expect(canon).toEqual(source);
    expect(source.length).toBeGreaterThan(1);
  });

  it('purchase order items: goods receipt expected (EKPO-WEPOS) per company code', async () => {
    const source = await rows(
      `SELECT h.BUKRS AS company_code, count(*) FILTER (WHERE i.WEPOS = 'X')::INTEGER AS expected,
         count(*) FILTER (WHERE coalesce(i.WEPOS, '') = '')::INTEGER AS not_expected
       FROM ${csv('EKPO')} i JOIN ${csv('EKKO')} h ON h.EBELN = i.EBELN GROUP BY 1 ORDER BY 1`,
    );
    const canon = await db.query({
      sql: `SELECT company_code, count(*) FILTER (WHERE gr_expected)::INTEGER AS expected,
              count(*) FILTER (WHERE NOT gr_expected)::INTEGER AS not_expected
            FROM canon.purchase_order_items WHERE system_id = $1 GROUP BY 1 ORDER BY 1`,
      params: [systemId],
    });
    expect(canon).toEqual(source);
    expect(source.some((r) => Number(r['not_expected']) > 0)).toBe(true);
  });
});
