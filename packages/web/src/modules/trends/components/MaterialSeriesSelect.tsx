import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { matchesSearch } from '../../data-table/utils/valueListSearch';
import type { MaterialSeries } from '../types/MaterialSeries';
import { seriesLabel } from '../utils/seriesLabel';

const keyOf = (s: MaterialSeries) => `${s.material_number}\u0000${s.vendor_id}`;

/** The searchable select of material and vendor combinations (spec 03 §2.7 'Detailed Analysis'). */
export function MaterialSeriesSelect({
  options,
  value,
  onChange,
}: {
  options: readonly MaterialSeries[];
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
          {shown.length === 0 ? 'No results found' : `Choose one of ${shown.length}`}
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
