import { DomainError, type Row } from '@spendlens/domain';
import {
  aggregate,
  and,
  binary,
  column,
  compile,
  orderBy,
  dialectFor,
  select,
  selection,
  star,
  table,
  value,
  type ExpressionNode,
  type OrderByItemNode,
  type SelectionNode,
} from '@spendlens/query';
import type { Executor } from '@spendlens/warehouse';
import type { SessionUser } from './session-service';
import { grantedValues } from './granted-values';
import type { TenancyService } from './tenancy-service';

/** GET profile/vendor/:system/:vendor_id (spec 03 §2.2: the Master Data panel, the counts, the Exceptions chart). */
export interface VendorProfile {
  vendor: Row;
  /** The vendor's company-code records, within the user's company codes. */
  company_codes: Row[];
  purchasing_orgs: Row[];
  emails: Row[];
  bank_details: Row[];
  /** Last PO, goods receipt, invoice and payment; null for a user limited to some company codes (it spans all of them). */
  last_activity: Row | null;
  /** Within the user's company codes: company codes, payment terms and user ids of its invoices, and its invoices. */
  other: {
    number_company_codes: number;
    number_payment_terms: number;
    number_user_ids: number;
    number_invoices: number;
  };
  /** Exceptions and transactions per month (the exceptions fact), oldest first. */
  exceptions: Row[];
}

export interface VendorProfileService {
  profile(user: SessionUser, systemId: number, vendorId: string): Promise<VendorProfile>;
}

/**
 * The vendor profile from the published canonical tables and the exceptions fact, every statement
 * compiled through the query AST and bound. A vendor outside the user's account groups, or (for a
 * user limited to company codes) set up in none of them, is not found: 404 with the spec's text.
 */
export function createVendorProfileService(deps: {
  warehouse: Executor;
  tenancy: TenancyService;
}): VendorProfileService {
  const { warehouse, tenancy } = deps;
  const dialect = dialectFor(warehouse.dialect);

  return {
    async profile(user, systemId, vendorId) {
      const grant = await tenancy.grantFor(user, systemId);
      const ofVendor = [
        binary('=', column('system_id'), value(systemId)),
        binary('=', column('vendor_id'), value(vendorId)),
      ];
      const inCodes = () => grantedValues('company_code', grant.companyCodes);
      /** The vendor's rows of `source` ('canon.vendors', 'pub.<table>'). */
      const read = (
        source: string,
        options: {
          where?: (ExpressionNode | undefined)[];
          selections?: SelectionNode[];
          groupBy?: ExpressionNode[];
          orderBy?: OrderByItemNode[];
        } = {},
      ): Promise<Row[]> =>
        warehouse
          .query(
            compile(
              select({
                selections: options.selections ?? [selection(star)],
                from: table(source.split('.')[1]!, source.split('.')[0]!),
                where: and(...ofVendor, ...(options.where ?? [])),
                groupBy: options.groupBy ?? [],
                orderBy: options.orderBy ?? [],
              }),
              dialect,
            ),
          )
          .then((rows) => rows.map(({ system_id: _system, ...rest }) => rest));

      const [vendor] = await read('canon.vendors', {
        where: [grantedValues('account_group', grant.accountGroups)],
      });
      const companyCodes = await read('canon.vendor_company_codes', {
        where: [inCodes()],
        orderBy: [orderBy(column('company_code'))],
      });
      if (!vendor || (grant.companyCodes !== null && companyCodes.length === 0))
        throw new DomainError('not_found', `Profile unavailable for Vendor: ${vendorId}`);

      const distinct = (col: string, alias: string) =>
        selection(aggregate('count', column(col), { distinct: true }), alias);
      const [purchasingOrgs, emails, bankDetails, lastActivity, [counts], exceptions] = await Promise.all([
        read('canon.vendor_purchasing_orgs', { orderBy: [orderBy(column('purchasing_org'))] }),
        read('canon.vendor_emails', { orderBy: [orderBy(column('email'))] }),
        read('canon.vendor_bank_details', {
          orderBy: [orderBy(column('bank_country')), orderBy(column('bank_account'))],
        }),
        grant.companyCodes === null ? read('canon.vendor_last_activity') : Promise.resolve([]),
        read('canon.invoices', {
          where: [inCodes()],
          selections: [
            distinct('company_code', 'invoice_company_codes'),
            distinct('payment_term', 'number_payment_terms'),
            distinct('created_by', 'number_user_ids'),
            selection(aggregate('count', star), 'number_invoices'),
          ],
        }),
        read('pub.weighted_exceptions__exceptions', {
          where: [inCodes()],
          selections: [
            selection(column('year_month')),
            selection(aggregate('sum', column('exception_count')), 'exceptions'),
            selection(aggregate('sum', column('transaction_count')), 'transactions'),
          ],
          groupBy: [column('year_month')],
          orderBy: [orderBy(column('year_month'))],
        }),
      ]);
      return {
        vendor,
        company_codes: companyCodes,
        purchasing_orgs: purchasingOrgs,
        emails,
        bank_details: bankDetails,
        last_activity: lastActivity[0] ?? null,
        other: {
          number_company_codes: companyCodes.length,
          number_payment_terms: Number(counts?.['number_payment_terms'] ?? 0),
          number_user_ids: Number(counts?.['number_user_ids'] ?? 0),
          number_invoices: Number(counts?.['number_invoices'] ?? 0),
        },
        exceptions,
      };
    },
  };
}
