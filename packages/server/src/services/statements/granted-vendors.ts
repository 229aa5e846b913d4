import {
  and,
  binary,
  column,
  compile,
  dialectFor,
  inList,
  inSubquery,
  select,
  selection,
  table,
  value,
} from '@spendlens/query';
import type { Executor } from '@spendlens/warehouse';
import { grantedValues } from '../granted-values';
import type { DataGrant } from '../tenancy-service';

/** Vendor ids asked of the engine in one statement. */
const batchSize = 500;

/**
 * Which of `vendorIds` are vendors of the grant's system that the user may see, with their names:
 * in the system's vendor master (canon.vendors), in a granted account group and, with company codes
 * granted, set up in one of them — the vendor profile's rule. Compiled through the query AST, every
 * id a bound value.
 */
export async function grantedVendors(
  warehouse: Executor,
  grant: DataGrant,
  vendorIds: readonly string[],
): Promise<Map<string, string | null>> {
  const systemId = grant.system.id;
  const dialect = dialectFor(warehouse.dialect);
  const found = new Map<string, string | null>();
  const unique = [...new Set(vendorIds)];
  const codes = grantedValues('company_code', grant.companyCodes);
  for (let from = 0; from < unique.length; from += batchSize) {
    const ids = unique.slice(from, from + batchSize).map(value);
    const inCodes = codes
      ? inSubquery(
          column('vendor_id'),
          select({
            selections: [selection(column('vendor_id'))],
            from: table('vendor_company_codes', 'canon'),
            where: and(
              binary('=', column('system_id'), value(systemId)),
              codes,
              inList(column('vendor_id'), ids),
            ),
          }),
        )
      : undefined;
    const rows = await warehouse.query(
      compile(
        select({
          selections: [selection(column('vendor_id')), selection(column('vendor_name'))],
          from: table('vendors', 'canon'),
          where: and(
            binary('=', column('system_id'), value(systemId)),
            inList(column('vendor_id'), ids),
            grantedValues('account_group', grant.accountGroups),
            inCodes,
          ),
        }),
        dialect,
      ),
    );
    for (const row of rows) {
      const name = row['vendor_name'];
      found.set(String(row['vendor_id']), name === null || name === undefined ? null : String(name));
    }
  }
  return found;
}
