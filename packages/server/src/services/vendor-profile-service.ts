import { DomainError, profileMessages, type Row, type VendorProfile } from '@spendlens/domain';
import { validateEmail } from '@spendlens/matching';
import { binary, column, inList, orderBy, value } from '@spendlens/query';
import type { Executor } from '@spendlens/warehouse';
import type { SessionUser } from './session-service';
import { grantedValues } from './granted-values';
import {
  exceptionRows,
  invoiceCounts,
  notAvailableColumns,
  paymentTermDescriptions,
  profileRead,
} from './profile-reads';
import { erpTypeOf, type TenancyService } from './tenancy-service';

export type { VendorProfile } from '@spendlens/domain';

export interface VendorProfileService {
  profile(user: SessionUser, systemId: number, vendorId: string): Promise<VendorProfile>;
}

/** The canonical tables the Master Data panel shows (their gaps are answered as not available). */
const masterTables = [
  'vendors',
  'vendor_company_codes',
  'vendor_purchasing_orgs',
  'vendor_emails',
  'vendor_bank_details',
  'payment_terms',
] as const;

/**
 * GET profile/vendor/:system/:vendor_id (spec 03 §2.2: the Master Data panel, the counts, the
 * Exceptions chart) from the published canonical tables and the exceptions fact. A vendor outside
 * the user's account groups, one with neither a master record nor an invoice, or (for a user
 * limited to company codes) one with neither a record nor an invoice in them, is not found: 404
 * with the spec's text.
 */
export function createVendorProfileService(deps: {
  warehouse: Executor;
  tenancy: TenancyService;
}): VendorProfileService {
  const { warehouse, tenancy } = deps;

  return {
    async profile(user, systemId, vendorId) {
      const grant = await tenancy.grantFor(user, systemId);
      const read = profileRead(warehouse, systemId);
      const ofVendor = binary('=', column('vendor_id'), value(vendorId));
      const inCodes = grantedValues('company_code', grant.companyCodes);

      const [[vendor], companyCodes, counts] = await Promise.all([
        read('canon.vendors', { where: [ofVendor] }),
        read('canon.vendor_company_codes', {
          where: [ofVendor, inCodes],
          orderBy: [orderBy(column('company_code'))],
        }),
        invoiceCounts(read, [ofVendor, inCodes]),
      ]);
      const inGroups =
        grant.accountGroups === null ||
        (vendor !== undefined && grant.accountGroups.includes(String(vendor['account_group'])));
      const known = vendor !== undefined || counts.number_invoices > 0;
      const inScope = grant.companyCodes === null || companyCodes.length > 0 || counts.number_invoices > 0;
      if (!inGroups || !known || !inScope)
        throw new DomainError('not_found', profileMessages.vendorUnavailable(vendorId));

      const [purchasingOrgs, emails, bankDetails, lastActivity, exceptions, groups, companies] =
        await Promise.all([
          read('canon.vendor_purchasing_orgs', {
            where: [ofVendor],
            orderBy: [orderBy(column('purchasing_org'))],
          }),
          read('canon.vendor_emails', {
            where: [ofVendor],
            orderBy: [orderBy(column('sequence_number')), orderBy(column('email'))],
          }),
          read('canon.vendor_bank_details', {
            where: [ofVendor],
            orderBy: [orderBy(column('bank_country')), orderBy(column('bank_account'))],
          }),
          grant.companyCodes === null ? read('canon.vendor_last_activity', { where: [ofVendor] }) : [],
          exceptionRows(read, [ofVendor, inCodes]),
          vendor?.['account_group'] != null
            ? read('canon.account_groups', {
                where: [binary('=', column('account_group'), value(String(vendor['account_group'])))],
              })
            : [],
          companyCodes.length > 0
            ? read('canon.company_codes', {
                where: [
                  inList(
                    column('company_code'),
                    companyCodes.map((c) => value(String(c['company_code']))),
                  ),
                ],
              })
            : [],
        ]);
      const terms = await paymentTermDescriptions(read, [
        ...companyCodes.map((c) => c['payment_term']),
        ...purchasingOrgs.map((p) => p['payment_term']),
      ]);
      const describe = (r: Row): Row => ({
        ...r,
        payment_term_description:
          r['payment_term'] === null ? null : (terms.get(String(r['payment_term'])) ?? null),
      });
      const company = new Map(companies.map((c) => [String(c['company_code']), c]));
      return {
        vendor_id: vendorId,
        vendor: vendor
          ? { ...vendor, account_group_name: (groups[0]?.['description'] as string | null) ?? null }
          : null,
        company_codes: companyCodes.map((c) => {
          const master = company.get(String(c['company_code']));
          return describe({
            ...c,
            company_name: master?.['company_name'] ?? null,
            country: master?.['country'] ?? null,
          });
        }),
        purchasing_orgs: purchasingOrgs.map(describe),
        emails: emails.map((e) => {
          const check = validateEmail(e['email'] === null ? null : String(e['email']));
          return { ...e, valid_email: check.valid, email_issue: check.valid ? null : check.reason };
        }),
        bank_details: bankDetails,
        last_activity: lastActivity[0] ?? null,
        other: { number_company_codes: companyCodes.length, ...counts },
        exceptions,
        not_available: notAvailableColumns(erpTypeOf(grant.system), masterTables),
      };
    },
  };
}
