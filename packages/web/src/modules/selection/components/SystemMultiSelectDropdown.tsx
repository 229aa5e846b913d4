import { formatDate, type SystemInfo } from '@spendlens/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { systemsLabel } from '../utils/systemsLabel';
import { TopBarToggleLabel } from './TopBarToggleLabel';

interface SystemMultiSelectDropdownProps {
  systems: SystemInfo[];
  /** The chosen system ids. */
  value: number[];
  onChange(systemIds: number[]): void;
}

/**
 * The multi-select variant of the system dropdown (spec 01 §2): System, Type and Last Analysis
 * columns with a check box each, select all, OK and Cancel; the button shows 'All systems' or the
 * names. For cross-system pages; OK needs at least one system.
 */
export function SystemMultiSelectDropdown({ systems, value, onChange }: SystemMultiSelectDropdownProps) {
  const [show, setShow] = useState(false);
  const [draft, setDraft] = useState<number[]>(value);
  const ids = systems.map((s) => s.id);
  const toggle = (next: boolean) => {
    if (next) setDraft(value.length === 0 ? ids : value);
    setShow(next);
  };
  return (
    <Dropdown align="end" show={show} onToggle={toggle} autoClose="outside">
      <Dropdown.Toggle
        variant="outline-light"
        size="sm"
        id="system-multi-dropdown"
        className="topbar-toggle"
        data-testid="system-multi-dropdown"
      >
        <TopBarToggleLabel caption="Systems" value={systemsLabel(systems, value)} />
      </Dropdown.Toggle>
      <Dropdown.Menu data-bs-theme="light" className="system-menu shadow" data-testid="system-multi-menu">
        <div className="px-3 pb-1">
          <Form.Check
            id="system-multi-select-all"
            label="Select all"
            checked={draft.length === systems.length}
            onChange={(event) => setDraft(event.target.checked ? ids : [])}
          />
        </div>
        <div className="system-menu-row system-menu-head" aria-hidden="true">
          <span>System</span>
          <span>Type</span>
          <span>Last Analysis</span>
        </div>
        {systems.map((s) => (
          <label key={s.id} className="system-menu-row dropdown-item" htmlFor={`system-multi-${s.id}`}>
            <span className="text-truncate">
              <Form.Check
                inline
                id={`system-multi-${s.id}`}
                checked={draft.includes(s.id)}
                onChange={() =>
                  setDraft(draft.includes(s.id) ? draft.filter((id) => id !== s.id) : [...draft, s.id])
                }
                aria-label={s.name}
              />
              {s.name}
            </span>
            <span className="text-uppercase small">{s.type}</span>
            <span className="small">{formatDate(s.last_analysis_date)}</span>
          </label>
        ))}
        <div className="d-flex justify-content-end gap-2 px-2 pt-2">
          <Button variant="outline-secondary" size="sm" onClick={() => toggle(false)}>
            Cancel
          </Button>
          <Button
            variant="primary"
            size="sm"
            disabled={draft.length === 0}
            onClick={() => {
              onChange(draft.length === systems.length ? [] : draft);
              setShow(false);
            }}
          >
            OK
          </Button>
        </div>
      </Dropdown.Menu>
    </Dropdown>
  );
}
