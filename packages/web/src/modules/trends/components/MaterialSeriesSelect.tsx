import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { matchesSearch } from '../../data-table/utils/valueListSearch';
import type { MaterialSeries } from '../types/MaterialSeries';
import { seriesLabel } from '../utils/seriesLabel';

const keyOf = (s: MaterialSeries) => `${s.material_number}\u0000${s.vendor_id}`;

/**
 * The searchable select of material and vendor combinations (spec 03 §2.7 'Detailed Analysis').
 * Until its list has loaded it says nothing of the list; a list that failed stays silent too (spec
 * 01 §8 'Selection lists': loading stops, no message), so 'No results found' is never shown for it.
 */
export function MaterialSeriesSelect({
  options,
  loaded,
  value,
  onChange,
}: {
  options: readonly MaterialSeries[];
  /** Whether the list of combinations has loaded (a failed or pending list has not). */
  loaded: boolean;
  value: MaterialSeries | undefined;
  onChange(next: MaterialSeries): void;
}) {
  const [search, setSearch] = useState('');
  const shown = options.filter((o) => matchesSearch(seriesLabel(o), search)).slice(0, 1000);
  const selected = value ? keyOf(value) : '';
  const showsSelected = shown.some((o) => keyOf(o) === selected);
  return (
    <div className="mb-3" style={{ maxWidth: 640 }}>
      <Form.Label htmlFor="material-series-search">Find a material or vendor</Form.Label>
      <Form.Control
        id="material-series-search"
        placeholder="Search material or vendor"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className="mb-1"
      />
      <Form.Select
        aria-label="Material and vendor"
        value={showsSelected ? selected : ''}
        onChange={(e) => {
          const next = shown.find((o) => keyOf(o) === e.target.value);
          if (next) onChange(next);
        }}
      >
        <option value="" disabled>
          {shown.length > 0 ? `Choose one of ${shown.length}` : loaded ? 'No results found' : ''}
        </option>
        {shown.map((o) => (
          <option key={keyOf(o)} value={keyOf(o)}>
            {seriesLabel(o)}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}
