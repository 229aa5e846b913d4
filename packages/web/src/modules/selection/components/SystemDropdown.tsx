import { formatDate } from '@spendlens/domain';
import Dropdown from 'react-bootstrap/Dropdown';
import { useSelection } from '../hooks/useSelection';
import { TopBarToggleLabel } from './TopBarToggleLabel';

/** The system dropdown of spec 01 §2 with the columns System, Type and Last Analysis. */
export function SystemDropdown() {
  const selection = useSelection();
  if (selection.status === 'no_systems' || !selection.systems || !selection.system) return null;
  const { systems, system, setSystem } = selection;

  return (
    <Dropdown align="end" onSelect={(key) => key !== null && setSystem(Number(key))}>
      <Dropdown.Toggle
        variant="outline-light"
        size="sm"
        id="system-dropdown"
        className="topbar-toggle"
        data-testid="system-dropdown"
      >
        <TopBarToggleLabel caption="System" value={system.name} />
      </Dropdown.Toggle>
      <Dropdown.Menu data-bs-theme="light" className="system-menu shadow">
        <div className="system-menu-row system-menu-head" aria-hidden="true">
          <span>System</span>
          <span>Type</span>
          <span>Last Analysis</span>
        </div>
        {systems.map((s) => (
          <Dropdown.Item
            key={s.id}
            eventKey={String(s.id)}
            active={s.id === system.id}
            className="system-menu-row"
            aria-label={`${s.name}, ${s.type}, last analysis ${formatDate(s.last_analysis_date)}`}
          >
            <span className="text-truncate">{s.name}</span>
            <span className="text-uppercase small">{s.type}</span>
            <span className="small">{formatDate(s.last_analysis_date)}</span>
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
