import { dashboardTopRows, type DashboardWidgetData } from '@spendlens/domain';
import { countOf, first, num, nunique, round2, sum, text, type WidgetReader } from './widget-reader';

const crossSystem = (analysis: string) => ({ module: 'cross_system', analysis }) as const;
const conflictKinds = [
  'different_bank_details',
  'different_payment_terms',
  'different_address',
  'different_block',
] as const;

/**
 * cross_system: a multi-system at a glance, from its four cross-system analyses (so only the member
 * systems the user's grant holds are read): each member's spend in the range (Vendor Summary Across
 * Systems by member), the vendor pairs matched across members and their conflicts by kind (Vendors
 * Across Systems, master data), the invoices booked in two members (Duplicate Invoices Across
 * Systems, per currency) and the 10 vendors held by two or more members of the largest net value. Amounts are never
 * added across currencies: every sum is per common currency.
 */
export async function crossSystemWidget(read: WidgetReader): Promise<DashboardWidgetData<'cross_system'>> {
  const [members, pairs, duplicates, top] = await Promise.all([
    read({
      ...crossSystem('vendor_summary'),
      group_by: ['member_system', 'common_currency'],
      aggregate: [
        first('system_name'),
        nunique('vendor_record', 'vendor_records'),
        sum('number_of_invoices'),
        sum('net_value'),
      ],
      sort: [
        { col_alias: 'net_value', order: 'desc' },
        { col_alias: 'member_system', order: 'asc' },
      ],
    }),
    read({
      ...crossSystem('vendor_matches'),
      group_by: [...conflictKinds],
      aggregate: [countOf('match_basis', 'pairs')],
    }),
    read({
      ...crossSystem('duplicate_invoices'),
      group_by: ['common_currency', 'paid_in_both'],
      aggregate: [countOf('common_amount', 'pairs'), sum('common_amount', 'value')],
      sort: [{ col_alias: 'common_currency', order: 'asc' }],
    }),
    read({
      ...crossSystem('vendor_summary'),
      group_by: ['cross_vendor_id', 'common_currency'],
      aggregate: [
        first('vendor_name'),
        nunique('system_name', 'systems'),
        sum('number_of_invoices'),
        sum('net_value'),
      ],
      post_filter: [
        { clause_connector: '&', group_connector: '&', clauses: [{ col: 'systems', op: '>', val: 1 }] },
      ],
      sort: [
        { col_alias: 'net_value', order: 'desc' },
        { col_alias: 'cross_vendor_id', order: 'asc' },
      ],
      page_rows: dashboardTopRows,
    }),
  ]);

  const vendorPairs = {
    pairs: 0,
    with_conflicts: 0,
    different_bank_details: 0,
    different_payment_terms: 0,
    different_address: 0,
    different_block: 0,
  };
  for (const row of pairs) {
    const n = num(row['pairs']);
    vendorPairs.pairs += n;
    if (conflictKinds.some((kind) => row[kind] === true)) vendorPairs.with_conflicts += n;
    for (const kind of conflictKinds) if (row[kind] === true) vendorPairs[kind] += n;
  }

  const byCurrency = new Map<
    string | null,
    DashboardWidgetData<'cross_system'>['duplicate_invoices'][number]
  >();
  for (const row of duplicates) {
    const currency = text(row['common_currency']);
    const entry = byCurrency.get(currency) ?? {
      common_currency: currency,
      pairs: 0,
      value: 0,
      paid_in_both_pairs: 0,
      paid_in_both_value: 0,
    };
    byCurrency.set(currency, entry);
    entry.pairs += num(row['pairs']);
    entry.value = round2(entry.value + num(row['value']));
    if (row['paid_in_both'] === true) {
      entry.paid_in_both_pairs += num(row['pairs']);
      entry.paid_in_both_value = round2(entry.paid_in_both_value + num(row['value']));
    }
  }

  return {
    members: members.map((r) => ({
      member_system: num(r['member_system']),
      system_name: text(r['system_name']),
      vendor_records: num(r['vendor_records']),
      number_of_invoices: num(r['number_of_invoices']),
      net_value: num(r['net_value']),
      common_currency: text(r['common_currency']),
    })),
    vendor_pairs: vendorPairs,
    duplicate_invoices: [...byCurrency.values()],
    top_vendors: top.map((r) => ({
      cross_vendor_id: String(r['cross_vendor_id']),
      vendor_name: text(r['vendor_name']),
      systems: num(r['systems']),
      number_of_invoices: num(r['number_of_invoices']),
      net_value: num(r['net_value']),
      common_currency: text(r['common_currency']),
    })),
  };
}
