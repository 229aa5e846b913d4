import { describe, expect, it } from 'vitest';
import { planSummary, type SourceTable } from '../src/index';
import { expectGolden, same } from './support/golden';
import { docs, request, system7 } from './support/planning';

/** `docs` as a system type that names its account-group column vendor_type (spec 01 §7). */
const { account_group: accountGroup, ...others } = docs.columns;
const presented: SourceTable = {
  ...docs,
  columns: {
    ...others,
    vendor_type: { ...accountGroup!, published: 'account_group' },
  },
  accountGroupColumn: 'vendor_type',
};

const projection =
  '(select "system_id", "company_code", "vendor", "amount", "qty", "posting_date", "created_at", "flags", "paid", "account_group" as "vendor_type" from "pub"."docs") as "presented"';

describe('planSummary: a source presenting a column under another name', () => {
  it('reads the published table through a projection renaming it; scope, filter and output use the presented name', () => {
    const plan = planSummary(
      request({
        include_columns: ['vendor', 'vendor_type'],
        filter: [{ clauses: [{ col: 'vendor_type', op: '!=', val: 'EMPLOYEE' }] }],
        sort: { col_alias: 'vendor_type', order: 'asc' },
        page_rows: 10,
      }),
      presented,
      { ...system7, accountGroups: ['STANDARD'] },
    );
    expect(plan.names).toEqual(['vendor', 'vendor_type']);
    expectGolden(
      plan.rowCount,
      same(
        `select count(*) as "row_count" from ${projection} where "system_id" = $1 and "vendor_type" in ($2)`,
        [7, 'STANDARD'],
      ),
    );
  });

  it('groups by the presented name', () => {
    const plan = planSummary(
      request({ group_by: ['vendor_type'], aggregate: [{ col: 'amount', fn: ['sum'], alias: ['total'] }] }),
      presented,
      system7,
    );
    expect(plan.names).toEqual(['vendor_type', 'total']);
  });

  it('the published name is unknown to a request', () => {
    expect(() => planSummary(request({ include_columns: ['account_group'] }), presented, system7)).toThrow(
      'Unknown column: account_group',
    );
  });

  it('a source presenting every column under its published name reads the table itself', () => {
    const plan = planSummary(request({ include_columns: ['vendor'] }), docs, system7);
    expectGolden(
      plan.rowCount,
      same('select count(*) as "row_count" from "pub"."docs" where "system_id" = $1', [7]),
    );
  });
});
