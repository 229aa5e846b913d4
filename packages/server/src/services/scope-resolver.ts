import { DomainError, resolveDateRange, type SummaryRequest } from '@spendlens/domain';
import type { Scope } from '@spendlens/query';
import type { AnalysisDefinition, Executor } from '@spendlens/warehouse';
import type { DataGrant } from './tenancy-service';

function intersect(requested: readonly string[] | null, granted: readonly string[] | null): string[] | null {
  if (requested === null) return granted === null ? null : [...granted];
  if (granted === null) return [...requested];
  const allowed = new Set(granted);
  return requested.filter((v) => allowed.has(v));
}

/** Whether resolveScope reads the engine for `request`: only to expand a company code or region. */
export function scopeReadsEngine(request: Pick<SummaryRequest, 'company_code'>): boolean {
  return String(request.company_code) !== '-1';
}

/**
 * The scope every data call runs in (ARCHITECTURE §4), in this order: the user's grants, company_code
 * (-1 all; a region expands to its company codes), the date range on the analysis's date column, and
 * the account groups on its account-group column. The client's hints never widen a grant; a user
 * whose grant limits account groups is refused analyses that have no account-group column.
 */
export async function resolveScope(
  warehouse: Executor,
  grant: DataGrant,
  def: AnalysisDefinition,
  request: Pick<
    SummaryRequest,
    'company_code' | 'year' | 'qualifier' | 'vendor_type' | 'vendor_type_col_name' | 'member_systems'
  >,
  today: string,
): Promise<Scope> {
  const systemId = grant.system.id;
  const members = memberScope(grant, def, request.member_systems);
  // an analysis published without an account-group column (totals over every vendor) cannot be cut
  // to a grant of account groups: refused rather than shown whole
  if (grant.accountGroups !== null && !def.accountGroupColumn)
    throw new DomainError('forbidden', 'This analysis cannot be limited to your account groups');
  // the date range first: a qualifier that does not parse is refused before the engine is asked anything
  const dateRange = def.dateColumn
    ? resolveDateRange(request.year, request.qualifier, grant.system.max_date ?? today)
    : null;
  let requestedCodes: string[] | null = null;
  const code = String(request.company_code);
  // a source without a company-code column (a cross-system pair) reads every company code
  if (scopeReadsEngine(request) && def.companyCodeColumn !== null) {
    const rows = await warehouse.query({
      sql: 'select company_code, region from canon.company_codes where system_id = $1 and (company_code = $2 or region = $2)',
      params: [systemId, code],
    });
    const exact = rows.filter((r) => r['company_code'] === code);
    requestedCodes = (exact.length ? exact : rows).map((r) => String(r['company_code']));
  }
  let accountGroups: string[] | null = null;
  if (def.accountGroupColumn) {
    const requested =
      request.vendor_type &&
      request.vendor_type.length > 0 &&
      (!request.vendor_type_col_name || request.vendor_type_col_name === def.accountGroupColumn)
        ? request.vendor_type
        : null;
    accountGroups = intersect(requested, grant.accountGroups);
  }
  return {
    systemId,
    companyCodes: intersect(requestedCodes, grant.companyCodes),
    dateRange,
    accountGroups,
    ...(members ? { members } : {}),
  };
}

/**
 * The member scope of a cross-system analysis (memberColumns): the members the page chose (all when
 * none) among those the grant holds — a row naming any other system is never read. Refused on a
 * system that is not a multi-system, and for a user whose grant limits company codes when the
 * analysis pairs records without one company code.
 */
function memberScope(
  grant: DataGrant,
  def: AnalysisDefinition,
  chosen: readonly number[] | undefined,
): Scope['members'] {
  if (!def.memberColumns) return undefined;
  if (grant.members === null)
    throw new DomainError(
      'unknown_source',
      `${def.displayName} (${def.module}/${def.analysis}) reads across systems: only a multi-system has it`,
    );
  if (grant.companyCodes !== null && def.companyCodeColumn === null)
    throw new DomainError('forbidden', 'This analysis cannot be limited to your company codes');
  const held = new Set(grant.members);
  const systems = chosen && chosen.length > 0 ? chosen.filter((id) => held.has(id)) : [...grant.members];
  return { columns: def.memberColumns, systems };
}
