import type { ColumnFormat, DataType, SummaryRequestInput } from '@spendlens/domain';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useColumnValues } from '../hooks/useColumnValues';
import type { ValueFilter } from '../types/TableState';
import { formatCell } from '../utils/formatCell';
import { selectAllState, valueListCap } from '../utils/valueListSearch';
import {
  canApply,
  chosenCount,
  filterFromSelection,
  isChecked,
  selectSearchResults,
  selectionFromFilter,
  toggleAll,
  toggleValue,
  type ValueSelection,
} from '../utils/valueSelection';

interface ValueFilterPanelProps {
  col: string;
  dataType: DataType;
  /** The column's format ('code': a year, shown as written). */
  format?: ColumnFormat;
  currency: string | null | undefined;
  current: ValueFilter | undefined;
  payloadFor(search: string): SummaryRequestInput;
  onApply(filter: ValueFilter | undefined): void;
  onCancel(): void;
}

/**
 * The value-selection filter (spec 01 §4, spec 02 §5): distinct values from the server, a search that
 * re-queries and selects all results (optionally adding the current selection), select all, the
 * 1000-item note, OK and Cancel.
 */
export function ValueFilterPanel({
  col,
  dataType,
  format,
  currency,
  current,
  payloadFor,
  onApply,
  onCancel,
}: ValueFilterPanelProps) {
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [addCurrent, setAddCurrent] = useState(false);
  const [selection, setSelection] = useState<ValueSelection>(selectionFromFilter(current));
  const beforeSearch = useRef(selection);
  const values = useColumnValues(payloadFor(applied), col, true);
  const shown = values.data ?? [];

  useEffect(() => {
    const handle = setTimeout(() => setApplied(search), 300);
    return () => clearTimeout(handle);
  }, [search]);
  useEffect(() => {
    if (applied.trim() !== '' && values.data) {
      setSelection(selectSearchResults(values.data, beforeSearch.current, addCurrent));
    }
  }, [applied, values.data, addCurrent]);

  const allState = selectAllState(chosenCount(selection, shown), shown.length);
  return (
    <div className="p-2" style={{ width: 300 }} data-testid="value-filter">
      <Form.Control
        size="sm"
        placeholder="Search"
        aria-label="Search values"
        value={search}
        onChange={(e) => {
          if (applied.trim() === '') beforeSearch.current = selection;
          setSearch(e.target.value);
        }}
      />
      {applied.trim() !== '' && (
        <Form.Check
          className="small mt-1"
          id={`add-current-${col}`}
          label="Add current selection to filter"
          checked={addCurrent}
          onChange={(e) => setAddCurrent(e.target.checked)}
        />
      )}
      <Form.Check
        className="mt-2 fw-semibold"
        id={`select-all-${col}`}
        label="(Select All)"
        checked={allState === 'checked' && chosenCount(selection, shown) > 0}
        ref={(el: HTMLInputElement | null) => {
          if (el) el.indeterminate = allState === 'indeterminate';
        }}
        onChange={() =>
          // under a search, select all means all its results
          setSelection(
            applied.trim() === ''
              ? toggleAll(selection, shown)
              : { op: 'isin', values: chosenCount(selection, shown) === shown.length ? [] : [...shown] },
          )
        }
      />
      <div style={{ maxHeight: 260, overflowY: 'auto' }}>
        {values.isPending && <div className="small text-muted">Loading...</div>}
        {shown.map((value, i) => (
          <div key={i} data-testid="value-filter-item">
            <Form.Check
              id={`value-${col}-${i}`}
              className="small"
              label={value === null ? '(blank)' : formatCell(value, dataType, currency, format) || '(blank)'}
              checked={isChecked(selection, value)}
              onChange={() => setSelection(toggleValue(selection, value))}
            />
          </div>
        ))}
      </div>
      {shown.length >= valueListCap && (
        <div className="small text-muted mt-1" data-testid="value-filter-cap">
          Only the first {valueListCap} items are shown. Use the search to find others.
        </div>
      )}
      <div className="d-flex justify-content-end gap-2 mt-2">
        <Button size="sm" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          size="sm"
          disabled={!canApply(selection, shown)}
          onClick={() => {
            // a final choice of the whole list without search clears the filter
            const whole =
              applied.trim() === '' &&
              chosenCount(selection, shown) === shown.length &&
              shown.length < valueListCap;
            onApply(whole ? undefined : filterFromSelection(selection));
          }}
        >
          OK
        </Button>
      </div>
    </div>
  );
}
