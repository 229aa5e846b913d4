import type { DataType } from '@spendlens/domain';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import type { CustomFilterGroup, FilterTypeName } from '../types/TableState';
import { CustomFilterRow } from './CustomFilterRow';

interface CustomFilterGroupEditorProps {
  group: CustomFilterGroup;
  index: number;
  types: FilterTypeName[];
  dataType: DataType;
  onChange(group: CustomFilterGroup): void;
  onRemove(): void;
}

function ConnectorToggle({
  value,
  onChange,
  label,
}: {
  value: '&' | '|';
  onChange(v: '&' | '|'): void;
  label: string;
}) {
  return (
    <ButtonGroup size="sm" aria-label={label}>
      <Button variant={value === '&' ? 'primary' : 'outline-primary'} onClick={() => onChange('&')}>
        and
      </Button>
      <Button variant={value === '|' ? 'primary' : 'outline-primary'} onClick={() => onChange('|')}>
        or
      </Button>
    </ButtonGroup>
  );
}

/** One group of the custom filter modal: its filters, joined by and/or, and its link to the group before. */
export function CustomFilterGroupEditor({
  group,
  index,
  types,
  dataType,
  onChange,
  onRemove,
}: CustomFilterGroupEditorProps) {
  const last = group.filters[group.filters.length - 1];
  return (
    <Card className="mb-2" data-testid="custom-filter-group">
      <Card.Body className="p-2">
        <div className="d-flex gap-2 mb-2 align-items-center">
          {index > 0 && (
            <ConnectorToggle
              label="Join with the group before"
              value={group.group_connector}
              onChange={(group_connector) => onChange({ ...group, group_connector })}
            />
          )}
          <span className="small text-muted">Filters joined by</span>
          <ConnectorToggle
            label="Join the filters"
            value={group.clause_connector}
            onChange={(clause_connector) => onChange({ ...group, clause_connector })}
          />
          {index > 0 && (
            <Button size="sm" variant="outline-danger" className="ms-auto" onClick={onRemove}>
              Remove group
            </Button>
          )}
        </div>
        {group.filters.map((item, i) => (
          <CustomFilterRow
            key={i}
            item={item}
            types={types}
            dataType={dataType}
            removable={i > 0}
            onChange={(next) =>
              onChange({ ...group, filters: group.filters.map((f, j) => (j === i ? next : f)) })
            }
            onRemove={() => onChange({ ...group, filters: group.filters.filter((_, j) => j !== i) })}
          />
        ))}
        <Button
          size="sm"
          variant="link"
          onClick={() =>
            onChange({
              ...group,
              filters: [...group.filters, { filterType: last?.filterType ?? 'Equals', value: '' }],
            })
          }
        >
          Add filter
        </Button>
      </Card.Body>
    </Card>
  );
}
