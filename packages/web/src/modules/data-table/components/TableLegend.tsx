/** The colour keys of detail tables (spec 01 §2): data-quality issues and inconsistencies. */
export function TableLegend() {
  return (
    <div className="d-flex gap-3 small mb-2" data-testid="table-legend">
      <span>
        <span
          className="d-inline-block table-primary border me-1"
          style={{ width: 14, height: 14, background: 'var(--bs-table-bg, #cfe2ff)' }}
        />
        = data quality issue
      </span>
      <span>
        <span
          className="d-inline-block border me-1"
          style={{ width: 14, height: 14, background: '#fff3cd' }}
        />
        = Inconsistency
      </span>
    </div>
  );
}
