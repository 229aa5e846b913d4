import type { DataType } from '@spendlens/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { CustomFilter, CustomFilterGroup } from '../types/TableState';
import { filterTypesFor } from '../utils/filterTypesFor';
import { CustomFilterGroupEditor } from './CustomFilterGroupEditor';

interface CustomFilterModalProps {
  columnName: string;
  dataType: DataType;
  current: CustomFilter | undefined;
  onApply(filter: CustomFilter | undefined): void;
  onClose(): void;
}

const newGroup = (): CustomFilterGroup => ({
  clause_connector: '&',
  group_connector: '&',
  filters: [{ filterType: 'Equals', value: '' }],
});

/**
 * The custom filter modal (spec 01 §4): groups of filters, Equals by default, only the types the
 * column's data type allows; Clear removes the filter, Cancel discards, Apply Filters applies.
 */
export function CustomFilterModal({
  columnName,
  dataType,
  current,
  onApply,
  onClose,
}: CustomFilterModalProps) {
  const [groups, setGroups] = useState<CustomFilterGroup[]>(current?.groups ?? [newGroup()]);
  const types = filterTypesFor(dataType);
  return (
    <Modal show onHide={onClose} size="lg" data-testid="custom-filter-modal">
      <Modal.Header closeButton>
        <Modal.Title>Custom Filter: {columnName}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {groups.map((group, i) => (
          <CustomFilterGroupEditor
            key={i}
            group={group}
            index={i}
            types={types}
            dataType={dataType}
            onChange={(next) => setGroups(groups.map((g, j) => (j === i ? next : g)))}
            onRemove={() => setGroups(groups.filter((_, j) => j !== i))}
          />
        ))}
        <Button size="sm" variant="outline-primary" onClick={() => setGroups([...groups, newGroup()])}>
          Add group
        </Button>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-danger" onClick={() => onApply(undefined)}>
          Clear
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="primary" onClick={() => onApply({ kind: 'custom', groups })}>
          Apply Filters
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
