import { reportRows, runRowChecks, type RowCheck } from './check-values';
import type { CheckedTable } from './check-files';
import type { MappingContext } from '../canonical/mapping-context';
import type { InvoiceWorkTables } from '../canonical/map-invoice-work';
import { documentNoSql, q, vendorIdSql } from '../sap/sap-sql';
import type { SapTableName } from '../sap/sap-tables';

export interface StagedTable {
  checked: CheckedTable;
  /** The staging table with the raw rows. */
  from: string;
}

/**
 * A reference of `field` of staged `table` to `targetField` of staged `target`, both normalised by
 * `normalise` (e.g. ids compared as numbers): each row whose value is not in the target is a problem
 * naming file, line and field. Nothing when either table is absent (an optional table).
 */
export async function checkReference(
  ctx: MappingContext,
  table: string,
  field: string,
  target: string,
  targetField: string,
  normalise: (sql: string) => string = (sql) => sql,
): Promise<void> {
  const staged = ctx.staged.get(table);
  const targetTable = ctx.staged.get(target);
  if (!staged || !targetTable) return;
  const check: RowCheck = {
    field,
    fails: `x.${q(field)} IS NOT NULL AND ${normalise(`x.${q(field)}`)} NOT IN (SELECT ${normalise(q(targetField))} FROM ${targetTable.from} WHERE ${q(targetField)} IS NOT NULL)`,
    message: `'unknown ${targetField} (not in ${target}.csv): ''' || x.${q(field)} || ''''`,
  };
  await runRowChecks(ctx.warehouse, staged.checked, staged.from, [check], ctx.problems);
}

const shown = (expression: string): string => `'''' || coalesce(${expression}, '') || ''''`;

/**
 * Cross-table consistency of the slice: every document, line item and vendor refers to something
 * the extract holds, and no vendor line item is both open (BSIK) and cleared (BSAK). Runs on the
 * normalised work tables (plain column joins), so keys compare as normalised (vendor ids without
 * leading zeros, document numbers padded).
 */
export async function checkReferences(ctx: MappingContext, work: InvoiceWorkTables): Promise<void> {
  const { warehouse, problems } = ctx;
  const table = (name: 'T001' | 'LFA1' | 'LFB1' | 'BKPF' | 'BSIK' | 'BSAK' | 'RBKP' | 'RSEG'): StagedTable =>
    ctx.staged.get(name)!;
  const t001 = table('T001').from;
  const vendorIds = `(SELECT ${vendorIdSql(q('LIFNR'))} FROM ${table('LFA1').from} WHERE ${q('LIFNR')} IS NOT NULL)`;
  const companyExists = (field: string): RowCheck => ({
    field,
    fails: `x.${q(field)} NOT IN (SELECT ${q('BUKRS')} FROM ${t001} WHERE ${q('BUKRS')} IS NOT NULL)`,
    message: `'unknown company code (not in T001.csv): ' || ${shown(`x.${q(field)}`)}`,
  });
  await runRowChecks(
    warehouse,
    table('LFB1').checked,
    table('LFB1').from,
    [
      {
        field: 'LIFNR',
        fails: `${vendorIdSql(`x.${q('LIFNR')}`)} NOT IN ${vendorIds}`,
        message: `'unknown vendor (not in LFA1.csv): ' || ${shown(`x.${q('LIFNR')}`)}`,
      },
      companyExists('BUKRS'),
    ],
    problems,
  );
  await runRowChecks(
    warehouse,
    table('RBKP').checked,
    table('RBKP').from,
    [companyExists('BUKRS')],
    problems,
  );

  const bkpf = table('BKPF').checked;
  await reportRows(
    warehouse,
    bkpf,
    `
    SELECT bkpf_row AS r, 'BUKRS' AS field, 'unknown company code (not in T001.csv): ' || ${shown('company_code')} AS message
    FROM ${work.headers} WHERE company_code NOT IN (SELECT ${q('BUKRS')} FROM ${t001} WHERE ${q('BUKRS')} IS NOT NULL)
    UNION ALL
    SELECT h.bkpf_row, 'AWKEY', 'no RBKP.csv invoice for this MM invoice (AWKEY = RBKP BELNR + GJAHR): ' || ${shown('h.awkey')}
    FROM ${work.headers} h ANTI JOIN ${work.mm} m ON m.rbkp_belnr = h.rbkp_belnr AND m.rbkp_gjahr = h.rbkp_gjahr
    WHERE h.awtyp = 'RMRP'`,
    problems,
  );

  for (const src of ['BSIK', 'BSAK'] as const) {
    const other =
      src === 'BSAK'
        ? `
      UNION ALL
      SELECT l.src_row, 'BUKRS+LIFNR+GJAHR+BELNR+BUZEI', 'the line item is also in BSIK.csv (open and cleared at once)'
      FROM ${work.lines} l SEMI JOIN ${work.lines} o ON o.src = 'BSIK' AND o.company_code = l.company_code
        AND o.vendor_id = l.vendor_id AND o.gjahr = l.gjahr AND o.belnr = l.belnr AND o.buzei = l.buzei
      WHERE l.src = 'BSAK'`
        : '';
    await reportRows(
      warehouse,
      table(src).checked,
      `
      SELECT l.src_row AS r, 'BELNR' AS field,
        'no BKPF.csv header for document ' || l.company_code || '/' || l.belnr || '/' || l.gjahr AS message
      FROM ${work.lines} l ANTI JOIN ${work.headers} h ON h.company_code = l.company_code AND h.belnr = l.belnr AND h.gjahr = l.gjahr
      WHERE l.src = '${src}'
      UNION ALL
      SELECT src_row, 'LIFNR', 'unknown vendor (not in LFA1.csv): ' || ${shown('vendor_id')}
      FROM ${work.lines} WHERE src = '${src}' AND vendor_id NOT IN ${vendorIds}${other}`,
      problems,
    );
  }

  const rseg = table('RSEG');
  await reportRows(
    warehouse,
    rseg.checked,
    `
    SELECT s.rowid AS r, 'BELNR' AS field, 'no RBKP.csv header for invoice item of ' || s.${q('BELNR')} || '/' || s.${q('GJAHR')} AS message
    FROM ${rseg.from} s ANTI JOIN ${work.mm} m ON m.rbkp_belnr = ${work.documentNo(`s.${q('BELNR')}`)}
      AND m.rbkp_gjahr = CAST(s.${q('GJAHR')} AS INTEGER)`,
    problems,
  );
}

/**
 * References of the purchasing, goods-movement, payment and optional master-data tables: company
 * codes in T001, vendors in LFA1, PO items under their EKKO header, material document items under
 * their MKPF header, texts of known payment terms and account groups, PO history of known PO items.
 * Keys compare normalised (vendor ids without leading zeros, document numbers padded, item numbers
 * without leading zeros).
 */
export async function checkOtherReferences(ctx: MappingContext): Promise<void> {
  const { warehouse, problems } = ctx;
  const from = (name: SapTableName): string => ctx.staged.get(name)!.from;
  const col = (alias: string, field: string): string => `${alias}.${q(field)}`;
  const item = (x: string): string => `TRY_CAST(${x} AS BIGINT)`;
  /** A check that `field` of x (normalised by `norm`) is among `table`'s `target` values (NULL passes). */
  const refersTo = (
    field: string,
    table: SapTableName,
    target: string,
    norm: (x: string) => string = (x) => x,
  ): RowCheck => ({
    field,
    fails: `x.${q(field)} IS NOT NULL AND ${norm(`x.${q(field)}`)} NOT IN (SELECT ${norm(q(target))} FROM ${from(table)} WHERE ${q(target)} IS NOT NULL)`,
    message: `'unknown ${field} (not in ${table}.csv): ' || ${shown(`x.${q(field)}`)}`,
  });
  const vendor = (field = 'LIFNR'): RowCheck => refersTo(field, 'LFA1', 'LIFNR', vendorIdSql);
  const company = (field = 'BUKRS'): RowCheck => refersTo(field, 'T001', 'BUKRS');
  const run = async (name: SapTableName, checks: RowCheck[]): Promise<void> => {
    const staged = ctx.staged.get(name);
    if (staged) await runRowChecks(warehouse, staged.checked, staged.from, checks, problems);
  };
  await run('EKKO', [company(), vendor()]);
  await run('EKPO', [refersTo('EBELN', 'EKKO', 'EBELN', documentNoSql)]);
  await run('MSEG', [company(), vendor()]);
  const mkpf = ctx.staged.get('MKPF')!;
  const mseg = ctx.staged.get('MSEG')!;
  await reportRows(
    warehouse,
    mseg.checked,
    `SELECT s.rowid AS r, 'MBLNR' AS field,
       'no MKPF.csv header for material document ' || s.${q('MBLNR')} || '/' || s.${q('MJAHR')} AS message
     FROM ${mseg.from} s ANTI JOIN ${mkpf.from} h
       ON ${documentNoSql(col('h', 'MBLNR'))} = ${documentNoSql(col('s', 'MBLNR'))} AND h.${q('MJAHR')} = s.${q('MJAHR')}`,
    problems,
  );
  const ekpo = ctx.staged.get('EKPO')!;
  const ekbe = ctx.staged.get('EKBE');
  if (ekbe) {
    await reportRows(
      warehouse,
      ekbe.checked,
      `SELECT b.rowid AS r, 'EBELP' AS field,
         'no EKPO.csv item for PO history of ' || b.${q('EBELN')} || '/' || b.${q('EBELP')} AS message
       FROM ${ekbe.from} b ANTI JOIN ${ekpo.from} p
         ON ${documentNoSql(col('p', 'EBELN'))} = ${documentNoSql(col('b', 'EBELN'))}
         AND ${item(col('p', 'EBELP'))} = ${item(col('b', 'EBELP'))}`,
      problems,
    );
  }
  await run('T052U', [refersTo('ZTERM', 'T052', 'ZTERM')]);
  await run('T077Y', [refersTo('KTOKK', 'T077K', 'KTOKK')]);
  await run('LFM1', [vendor()]);
  await run('LFBK', [vendor()]);
  await run('PAYR', [company('ZBUKR'), vendor()]);
  await run('BSEG', [company()]);
  // one-time account data belongs to an accounting document of the extract
  const bsec = ctx.staged.get('BSEC');
  if (bsec) {
    await run('BSEC', [company()]);
    const bkpf = ctx.staged.get('BKPF')!;
    await reportRows(
      warehouse,
      bsec.checked,
      `SELECT b.rowid AS r, 'BELNR' AS field,
         'no BKPF.csv document for one-time account data of ' || b.${q('BUKRS')} || '/' || b.${q('BELNR')} || '/' || b.${q('GJAHR')} AS message
       FROM ${bsec.from} b ANTI JOIN ${bkpf.from} h
         ON h.${q('BUKRS')} = b.${q('BUKRS')} AND ${documentNoSql(col('h', 'BELNR'))} = ${documentNoSql(col('b', 'BELNR'))}
         AND h.${q('GJAHR')} = b.${q('GJAHR')}`,
      problems,
    );
  }
}
