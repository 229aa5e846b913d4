import { DomainError, profileMessages, type CompanyCodeProfile } from '@spendlens/domain';
import {
  aggregate,
  and,
  binary,
  column,
  inSubquery,
  select,
  selection,
  table,
  value,
  type ExpressionNode,
} from '@spendlens/query';
import type { Executor } from '@spendlens/warehouse';
import { grantedValues } from './granted-values';
import { exceptionRows, invoiceCounts, notAvailableColumns, profileRead } from './profile-reads';
import type { SessionUser } from './session-service';
import { erpTypeOf, type TenancyService } from './tenancy-service';

export interface CompanyCodeProfileService {
  profile(user: SessionUser, systemId: number, companyCode: string): Promise<CompanyCodeProfile>;
}

/**
 * GET profile/company_code/:system/:company_code (spec 03 §2.2), scoped like the vendor profile: a
 * company code outside the user's company codes, or one with neither a master record nor an
 * invoice, is not found (404 'Profile unavailable for Company Code: <id>'); for a user limited to
 * account groups, the counts and exceptions are those of the vendors of those groups.
 */
export function createCompanyCodeProfileService(deps: {
  warehouse: Executor;
  tenancy: TenancyService;
}): CompanyCodeProfileService {
  const { warehouse, tenancy } = deps;

  return {
    async profile(user, systemId, companyCode) {
      const grant = await tenancy.grantFor(user, systemId);
      const unavailable = () =>
        new DomainError('not_found', profileMessages.companyCodeUnavailable(companyCode));
      if (grant.companyCodes !== null && !grant.companyCodes.includes(companyCode)) throw unavailable();
      const read = profileRead(warehouse, systemId);
      const ofCode = binary('=', column('company_code'), value(companyCode));
      const groups = grantedValues('account_group', grant.accountGroups);
      // rows without an account group of their own: their vendor's, from the vendor master
      const ofGrantedVendors: ExpressionNode | undefined = groups
        ? inSubquery(
            column('vendor_id'),
            select({
              selections: [selection(column('vendor_id'))],
              from: table('vendors', 'canon'),
              where: and(binary('=', column('system_id'), value(systemId)), groups),
            }),
          )
        : undefined;

      const [[master], counts, [vendors], exceptions] = await Promise.all([
        read('canon.company_codes', { where: [ofCode] }),
        invoiceCounts(read, [ofCode, ofGrantedVendors]),
        read('canon.vendor_company_codes', {
          where: [ofCode, ofGrantedVendors],
          selections: [selection(aggregate('count', column('vendor_id'), { distinct: true }), 'n')],
        }),
        exceptionRows(read, [ofCode, groups]),
      ]);
      if (!master && counts.number_invoices === 0) throw unavailable();
      return {
        company_code: companyCode,
        master: master ?? null,
        other: { number_vendors: Number(vendors?.['n'] ?? 0), ...counts },
        exceptions,
        not_available: notAvailableColumns(erpTypeOf(grant.system), ['company_codes']),
      };
    },
  };
}
