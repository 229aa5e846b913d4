import type { SummaryRequestInput, Sort } from '@spendlens/domain';
import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import type { ColumnFilter, CustomFilter, TableColumn, ValueFilter } from '../types/TableState';
import { filterTypesFor, offersValueFilter } from '../utils/filterTypesFor';
import { CustomFilterModal } from './CustomFilterModal';
import { FilterIcon } from './FilterIcon';
import { ValueFilterPanel } from './ValueFilterPanel';

interface ColumnHeaderProps {
  column: TableColumn;
  sort: Sort | undefined;
  filter: ColumnFilter | undefined;
  currency: string | null | undefined;
  valuesPayload(search: string): SummaryRequestInput;
  onSort(sort: Sort | undefined): void;
  onFilter(filter: ColumnFilter | undefined): void;
}

/**
 * A sortable, filterable column header (spec 01 §2, §4): a menu with Sort Ascending, Sort Descending,
 * the value list and the custom filter; icons show the column's sort and filter.
 */
export function ColumnHeader({
  column,
  sort,
  filter,
  currency,
  valuesPayload,
  onSort,
  onFilter,
}: ColumnHeaderProps) {
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState<'menu' | 'values'>('menu');
  const [custom, setCustom] = useState(false);
  const sorted = sort?.col_alias === column.name ? sort.order : undefined;
  const sortable = !column.noSort;
  const filterable = !column.noFilter;
  const customTypes = filterable ? filterTypesFor(column.dataType) : [];
  const valueFilter = filterable && offersValueFilter(column.dataType);
  if (!sortable && !filterable) return <span>{column.displayName}</span>;
  return (
    <>
      <Dropdown
        show={open}
        onToggle={(next) => {
          setOpen(next);
          if (!next) setPanel('menu');
        }}
        autoClose="outside"
      >
        <Dropdown.Toggle
          as="button"
          type="button"
          className="btn btn-link p-0 text-reset text-decoration-none fw-semibold text-start"
          data-testid={`column-header-${column.name}`}
        >
          {column.displayName}
          {sorted && (
            <span aria-label={sorted === 'asc' ? 'sorted ascending' : 'sorted descending'}>
              {' '}
              {sorted === 'asc' ? '▲' : '▼'}
            </span>
          )}
          {filter && <FilterIcon testId={`filter-icon-${column.name}`} />}
        </Dropdown.Toggle>
        {/* as wide as the value panel from the start: the menu is placed (and kept inside the window)
            when it opens, and the panel that replaces its items must not outgrow that place */}
        <Dropdown.Menu popperConfig={{ strategy: 'fixed' }} style={{ minWidth: 300 }}>
          {!open ? null : panel === 'menu' ? (
            <>
              {sortable && (
                <>
                  <Dropdown.Item
                    onClick={() => {
                      onSort({ col_alias: column.name, order: 'asc' });
                      setOpen(false);
                    }}
                  >
                    Sort Ascending
                  </Dropdown.Item>
                  <Dropdown.Item
                    onClick={() => {
                      onSort({ col_alias: column.name, order: 'desc' });
                      setOpen(false);
                    }}
                  >
                    Sort Descending
                  </Dropdown.Item>
                </>
              )}
              {valueFilter && (
                <Dropdown.Item onClick={() => setPanel('values')}>Select Values...</Dropdown.Item>
              )}
              {customTypes.length > 0 && (
                <Dropdown.Item
                  onClick={() => {
                    setCustom(true);
                    setOpen(false);
                  }}
                >
                  Custom Filter...
                </Dropdown.Item>
              )}
              {filter && (
                <Dropdown.Item
                  onClick={() => {
                    onFilter(undefined);
                    setOpen(false);
                  }}
                >
                  Clear Filter
                </Dropdown.Item>
              )}
            </>
          ) : (
            <ValueFilterPanel
              col={column.name}
              dataType={column.dataType}
              format={column.format}
              currency={currency}
              current={filter?.kind === 'values' ? (filter as ValueFilter) : undefined}
              payloadFor={valuesPayload}
              onCancel={() => setOpen(false)}
              onApply={(next) => {
                onFilter(next);
                setOpen(false);
              }}
            />
          )}
        </Dropdown.Menu>
      </Dropdown>
      {custom && (
        <CustomFilterModal
          columnName={column.displayName}
          dataType={column.dataType}
          current={filter?.kind === 'custom' ? (filter as CustomFilter) : undefined}
          onClose={() => setCustom(false)}
          onApply={(next) => {
            onFilter(next);
            setCustom(false);
          }}
        />
      )}
    </>
  );
}
