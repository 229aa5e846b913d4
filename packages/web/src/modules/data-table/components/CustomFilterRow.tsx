import type { DataType } from '@spendlens/domain';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { CustomFilterItem, FilterTypeName } from '../types/TableState';
import { isDateType } from '../utils/filterTypesFor';
import { DatePickerInput } from './DatePickerInput';

interface CustomFilterRowProps {
  item: CustomFilterItem;
  types: FilterTypeName[];
  dataType: DataType;
  removable: boolean;
  onChange(item: CustomFilterItem): void;
  onRemove(): void;
}

/** One filter of a custom-filter group: type, value (hidden for Is Blank) and a remove button. */
export function CustomFilterRow({
  item,
  types,
  dataType,
  removable,
  onChange,
  onRemove,
}: CustomFilterRowProps) {
  return (
    <div className="d-flex gap-2 mb-2 align-items-center" data-testid="custom-filter-row">
      <Form.Select
        size="sm"
        aria-label="Filter type"
        style={{ maxWidth: 220 }}
        value={item.filterType}
        onChange={(e) => onChange({ ...item, filterType: e.target.value as FilterTypeName })}
      >
        {types.map((t) => (
          <option key={t}>{t}</option>
        ))}
      </Form.Select>
      {item.filterType !== 'Is Blank' &&
        (isDateType(dataType) ? (
          <DatePickerInput
            label="Filter value"
            value={item.value}
            onChange={(value) => onChange({ ...item, value })}
          />
        ) : (
          <Form.Control
            size="sm"
            aria-label="Filter value"
            value={item.value}
            onChange={(e) => onChange({ ...item, value: e.target.value })}
          />
        ))}
      {removable && (
        <Button size="sm" variant="outline-danger" aria-label="Remove filter" onClick={onRemove}>
          ×
        </Button>
      )}
    </div>
  );
}
