import type { VatCheckSource } from '@spendlens/domain';
import { formatLocalDateTime } from '../../utilities/utils/formatLocalDateTime';
import { addressLines } from '../utils/addressLines';
import { vatCheckSourceLabel, yesNo } from '../utils/vatCheckLabels';

/** One answer as the modal shows it: a check made now, or the last one kept. */
export interface VatCheckFieldValues {
  valid: boolean | null;
  company_name: string | null;
  company_address: string | null;
  checked_at: string;
  source: VatCheckSource;
  request_identifier: string | null;
}

/**
 * The fields of a VAT check (spec 03 §2.6): Vat No. (when given), Valid (Yes/No), Company Name and
 * Company Address split into lines; then when it was checked, where the answer comes from and the
 * register's request identifier, the proof of the check.
 */
export function VatCheckFields({
  vatNumber,
  values,
  testId,
}: {
  vatNumber?: string;
  values: VatCheckFieldValues;
  testId: string;
}) {
  const lines = addressLines(values.company_address);
  return (
    <dl className="row mb-0" data-testid={testId}>
      {vatNumber !== undefined && (
        <>
          <dt className="col-sm-4">Vat No.</dt>
          <dd className="col-sm-8" data-testid="vat-check-number">
            {vatNumber}
          </dd>
        </>
      )}
      <dt className="col-sm-4">Valid</dt>
      <dd className="col-sm-8" data-testid="vat-check-valid">
        {yesNo(values.valid)}
      </dd>
      <dt className="col-sm-4">Company Name</dt>
      <dd className="col-sm-8" data-testid="vat-check-name">
        {values.company_name ?? '-'}
      </dd>
      <dt className="col-sm-4">Company Address</dt>
      <dd className="col-sm-8" data-testid="vat-check-address">
        {lines.length === 0
          ? '-'
          : lines.map((line, index) => (
              <span key={index} className="d-block">
                {line}
              </span>
            ))}
      </dd>
      <dt className="col-sm-4">Checked</dt>
      <dd className="col-sm-8" data-testid="vat-check-date">
        {formatLocalDateTime(values.checked_at)}
      </dd>
      <dt className="col-sm-4">Source</dt>
      <dd className="col-sm-8" data-testid="vat-check-source">
        {vatCheckSourceLabel(values.source)}
      </dd>
      {values.request_identifier && (
        <>
          <dt className="col-sm-4">Request identifier</dt>
          <dd className="col-sm-8" data-testid="vat-check-request-id">
            {values.request_identifier}
          </dd>
        </>
      )}
    </dl>
  );
}
