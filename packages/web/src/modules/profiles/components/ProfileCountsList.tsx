import { formatCount, type ProfileCounts } from '@spendlens/domain';

const labels: readonly [keyof ProfileCounts, string][] = [
  ['number_company_codes', 'Company Codes'],
  ['number_vendors', 'Vendors'],
  ['number_invoices', 'Invoice Documents'],
  ['number_payment_terms', 'Payment Terms'],
  ['number_user_ids', 'User IDs'],
];

/** The profile's "other" counts (spec 03 §2.2), those the profile has (vendors: a company code's only). */
export function ProfileCountsList({ counts }: { counts: ProfileCounts }) {
  return (
    <div className="d-flex flex-wrap gap-4 mb-3" data-testid="profile-counts">
      {labels.map(([key, label]) =>
        counts[key] === undefined ? null : (
          <div key={key} data-count={key}>
            <div className="small text-muted">{label}</div>
            <div className="fs-5 fw-semibold">{formatCount(counts[key])}</div>
          </div>
        ),
      )}
    </div>
  );
}
