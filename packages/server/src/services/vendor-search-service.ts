import type { Row } from '@spendlens/domain';
import {
  and,
  binary,
  column,
  compile,
  escapeLikePattern,
  inSubquery,
  like,
  or,
  orderBy,
  dialectFor,
  select,
  selection,
  table,
  value,
} from '@spendlens/query';
import type { Executor } from '@spendlens/warehouse';
import { grantedValues } from './granted-values';
import type { SessionUser } from './session-service';
import type { TenancyService } from './tenancy-service';

/** The columns of a search answer (spec 03 §7). */
const answered = ['vendor_id', 'vendor_name', 'account_group', 'vat_id', 'tax_id', 'tax_id_2'] as const;
/** The columns searched: a case-insensitive match anywhere in any of them. */
const searched = ['vendor_name', 'vendor_id', 'vat_id', 'tax_id', 'tax_id_2'] as const;
/** Most vendors one search answers (spec 01 §9: selection lists 1000). */
export const maxSearchResults = 1000;

export interface VendorSearchService {
  /** GET search/:system/:searchText: the vendors of the user's scope whose name or ids hold the text. */
  search(user: SessionUser, systemId: number, text: string): Promise<Row[]>;
}

/**
 * Vendor search over canon.vendors, compiled through the query AST (the text is a bound, escaped
 * LIKE pattern). Scoped by the user's grant: a vendor is found only in a granted account group and,
 * with company codes granted, only when it is set up in one of them.
 */
export function createVendorSearchService(deps: {
  warehouse: Executor;
  tenancy: TenancyService;
}): VendorSearchService {
  const { warehouse, tenancy } = deps;
  const dialect = dialectFor(warehouse.dialect);
  return {
    async search(user, systemId, text) {
      const grant = await tenancy.grantFor(user, systemId);
      const pattern = value(`%${escapeLikePattern(text.trim())}%`);
      const codes = grantedValues('company_code', grant.companyCodes);
      const inCodes = codes
        ? inSubquery(
            column('vendor_id'),
            select({
              selections: [selection(column('vendor_id'))],
              from: table('vendor_company_codes', 'canon'),
              where: and(binary('=', column('system_id'), value(systemId)), codes),
            }),
          )
        : undefined;
      const query = select({
        selections: answered.map((name) => selection(column(name))),
        from: table('vendors', 'canon'),
        where: and(
          binary('=', column('system_id'), value(systemId)),
          or(...searched.map((name) => like(column(name), pattern, { caseInsensitive: true }))),
          grantedValues('account_group', grant.accountGroups),
          inCodes,
        ),
        orderBy: [orderBy(column('vendor_name')), orderBy(column('vendor_id'))],
        limit: value(maxSearchResults),
      });
      return warehouse.query(compile(query, dialect));
    },
  };
}
