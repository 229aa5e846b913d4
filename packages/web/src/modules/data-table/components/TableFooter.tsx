import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { pageCount, pagingFooterText, rowsPerPageOptions } from '../utils/pagingFooterText';

interface TableFooterProps {
  page: number;
  rowsPerPage: number;
  filtered: number;
  total: number;
  /** The table is grouped (a summary): the counts are groups. */
  grouped?: boolean;
  onPage(page: number, count: number): void;
  onRowsPerPage(rows: number): void;
}

/** 'Showing X to Y of N' (N groups on a grouped table), rows per page, and Previous / page / Next when there is more than one page. */
export function TableFooter({
  page,
  rowsPerPage,
  filtered,
  total,
  grouped = false,
  onPage,
  onRowsPerPage,
}: TableFooterProps) {
  const count = pageCount(filtered, rowsPerPage);
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 small" data-testid="table-footer">
      <span data-testid="table-footer-text">
        {pagingFooterText(page, rowsPerPage, filtered, total, grouped)}
      </span>
      <Form.Group className="d-flex align-items-center gap-1">
        <Form.Label htmlFor="rows-per-page" className="mb-0">
          Rows per page
        </Form.Label>
        <Form.Select
          id="rows-per-page"
          size="sm"
          style={{ width: 'auto' }}
          value={rowsPerPage}
          data-testid="rows-per-page"
          onChange={(e) => onRowsPerPage(Number(e.target.value))}
        >
          {rowsPerPageOptions.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {count > 1 && (
        <div className="d-flex align-items-center gap-1 ms-auto">
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={page <= 1}
            onClick={() => onPage(page - 1, count)}
          >
            Previous
          </Button>
          <Form.Select
            size="sm"
            aria-label="Page"
            data-testid="page-select"
            style={{ width: 'auto' }}
            value={page}
            onChange={(e) => onPage(Number(e.target.value), count)}
          >
            {Array.from({ length: Math.min(count, 10_000) }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </Form.Select>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={page >= count}
            onClick={() => onPage(page + 1, count)}
          >
            Next
          </Button>
        </div>
      )}
    </div>
  );
}
