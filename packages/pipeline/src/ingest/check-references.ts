import { reportRows, runRowChecks, type RowCheck } from './check-values';
import type { CheckedTable } from './check-files';
import type { MappingContext } from '../canonical/mapping-context';
import type { InvoiceWorkTables } from '../canonical/map-invoice-work';
import { q, vendorIdSql } from '../sap/sap-sql';

export interface StagedTable {
  checked: CheckedTable;
  /** The staging table with the raw rows. */
  from: string;
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
