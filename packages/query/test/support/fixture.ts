import type { Scope, SourceTable } from '../../src/index';

/**
 * A small published table, the same on every engine. System 1 holds documents 1-8, system 2 holds
 * 9-10 (never visible from system 1). Company codes: 1000 → 1, 2, 3; 2000 → 4, 5, 6; 3000 → 7, 8.
 * The vendors hold LIKE's special characters (% _ \) and differ in case; NULLs are spread around.
 */
export const fixtureColumnDdl = {
  system_id: 'integer',
  doc_id: 'integer',
  company_code: 'varchar',
  region: 'varchar',
  vendor: 'varchar',
  account_group: 'varchar',
  amount: 'decimal(18,2)',
  quantity: 'integer',
  rate: 'double precision',
  posting_date: 'date',
  created_at: 'timestamp',
  flags: 'integer',
  paid: 'boolean',
} as const;

type Cell = string | number | boolean | null;

export const fixtureRows: readonly (readonly Cell[])[] = [
  // system, doc, cc, region, vendor, group, amount, qty, rate, posting_date, created_at, flags, paid
  [1, 1, '1000', 'EU', 'Acme Corp', 'A1', 100.5, 1, 0.1, '2024-01-15', '2024-01-15 08:00:00', 1, true],
  [1, 2, '1000', 'EU', 'acme corp', 'A1', 200, 2, 0.2, '2024-02-10', '2024-02-10 09:30:00', 3, false],
  [1, 3, '1000', 'EU', 'Beta_Supplies', 'A2', 50.25, 5, 0.3, '2024-03-01', '2024-03-01 12:00:00', 2, true],
  [1, 4, '2000', 'EU', 'Gamma 50%', 'A2', 75, 3, null, '2024-03-31', '2024-03-31 23:59:59', 4, null],
  [1, 5, '2000', 'EU', null, 'A1', null, null, 0.5, '2024-04-01', null, 0, false],
  [1, 6, '2000', 'EU', 'Delta\\Corp', 'A3', 300, 10, 0.6, '2023-12-31', '2023-12-31 10:00:00', 6, true],
  [1, 7, '3000', 'US', 'Epsilon', null, 10, 1, 0.7, null, '2024-05-05 05:05:05', null, null],
  [1, 8, '3000', 'US', 'Acme Corp', 'A1', 100.5, 4, 0.8, '2024-06-30', '2024-06-30 18:00:00', 5, true],
  [2, 9, '1000', 'EU', 'Acme Corp', 'A1', 999.99, 9, 0.9, '2024-01-15', '2024-01-15 08:00:00', 1, true],
  [2, 10, '2000', 'EU', 'Zeta', 'A2', 1, 1, 1, '2024-02-01', '2024-02-01 00:00:00', 1, false],
];

export const fixtureTable = 'accounting_docs__fixture';

export function fixtureSource(schema: string): SourceTable {
  return {
    schema,
    table: fixtureTable,
    columns: {
      system_id: { dataType: 'number' },
      doc_id: { dataType: 'number' },
      company_code: { dataType: 'string' },
      region: { dataType: 'string' },
      vendor: { dataType: 'string' },
      account_group: { dataType: 'string' },
      amount: { dataType: 'currency', total: 'sum' },
      quantity: { dataType: 'number', total: 'sum' },
      rate: { dataType: '%' },
      posting_date: { dataType: 'date' },
      created_at: { dataType: 'datetime' },
      flags: { dataType: 'bit_mask' },
      paid: { dataType: 'yesno' },
    },
    dateColumn: 'posting_date',
    accountGroupColumn: 'account_group',
    companyCodeColumn: 'company_code',
  };
}

/** System 1, everything in it. */
export const allOfSystem1: Scope = { systemId: 1, companyCodes: null, dateRange: null, accountGroups: null };

/** DDL and one parameterised INSERT per row, for an engine whose placeholders are $n. */
export function fixtureStatements(schema: string): { sql: string; params: Cell[] }[] {
  const name = `"${schema}"."${fixtureTable}"`;
  const columns = Object.entries(fixtureColumnDdl);
  return [
    { sql: `create table ${name} (${columns.map(([c, t]) => `"${c}" ${t}`).join(', ')})`, params: [] },
    ...fixtureRows.map((row) => ({
      sql: `insert into ${name} values (${columns.map(([, type], i) => `cast($${i + 1} as ${type})`).join(', ')})`,
      params: [...row],
    })),
  ];
}
