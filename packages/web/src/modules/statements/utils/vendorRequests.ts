import type { Row, VendorRequestItem } from '@spendlens/domain';

/** Whether a row's vendor has a statement request (its statement_request_date). */
export const hasStatementRequest = (row: Row): boolean =>
  row['statement_request_date'] !== null &&
  row['statement_request_date'] !== undefined &&
  row['statement_request_date'] !== '';

/** Delete Requests is enabled only if every selected vendor already has a request (spec 03 §4). */
export function canDeleteRequests(selected: readonly Row[]): boolean {
  return selected.length > 0 && selected.every(hasStatementRequest);
}

/** The body items of POST statement/vendor_request for the selected rows: each vendor once. */
export function vendorRequestItems(selected: readonly Row[], systemId: number): VendorRequestItem[] {
  const ids = new Set(
    selected.flatMap((row) =>
      row['vendor_id'] === null || row['vendor_id'] === undefined ? [] : [String(row['vendor_id'])],
    ),
  );
  return [...ids].map((vendor_id) => ({ vendor_id, system_id: systemId }));
}
