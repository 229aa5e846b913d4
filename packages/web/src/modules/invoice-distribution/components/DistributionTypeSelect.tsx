import Form from 'react-bootstrap/Form';
import type { DistributionGroup, DistributionRowType } from '../types/DistributionTable';

/** Chooses the document-type row the chart shows. */
export function DistributionTypeSelect({
  groups,
  value,
  onChange,
}: {
  groups: DistributionGroup[];
  value: DistributionRowType;
  onChange(type: DistributionRowType): void;
}) {
  return (
    <Form.Group className="d-flex align-items-center gap-2" controlId="dist-chart-type">
      <Form.Label className="mb-0 text-nowrap small">Document type</Form.Label>
      <Form.Select
        size="sm"
        value={value}
        onChange={(event) => onChange(event.target.value as DistributionRowType)}
        data-testid="dist-chart-type"
      >
        {groups.map((group) => (
          <option key={group.type} value={group.type}>
            {group.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
