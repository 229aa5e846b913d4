import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { useAccountGroups } from '../hooks/useAccountGroups';
import { useReadySelection } from '../hooks/useReadySelection';
import {
  accountGroupsLabel,
  allShownSelected,
  appliedAccountGroups,
  openingSelection,
  searchAccountGroups,
  selectAllShown,
  selectionAfterSearch,
  toggleValue,
} from '../utils/accountGroupSelection';
import { selectionListLimit } from '../utils/filterCompanyCodes';
import { DropdownSearchBox } from './DropdownSearchBox';
import { TopBarToggleLabel } from './TopBarToggleLabel';

/**
 * The account group dropdown of spec 01 §2: search, select all, 'add current selection to filter',
 * Ok (disabled when nothing is selected) and Cancel. Every group checked is no filter. A list that
 * failed to load stops loading and shows no message (spec 01 §8 'Selection lists'): not even the
 * empty-search text, which would say the system has no account groups.
 */
export function AccountGroupDropdown() {
  const { system, accountGroups, setAccountGroups } = useReadySelection();
  const list = useAccountGroups(system.id, system.type);
  const options = list.data ?? [];
  const [show, setShow] = useState(false);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [before, setBefore] = useState<string[]>([]);
  const [addCurrent, setAddCurrent] = useState(false);
  const { shown, truncated } = searchAccountGroups(options, search);

  const toggle = (next: boolean) => {
    if (next) {
      setSelected(openingSelection(accountGroups, options));
      setSearch('');
      setAddCurrent(false);
    }
    setShow(next);
  };
  const onSearch = (text: string) => {
    if (search === '') setBefore(selected);
    setSearch(text);
    if (text === '') setSelected(addCurrent ? selected : before);
    else setSelected(selectionAfterSearch(searchAccountGroups(options, text).shown, before, addCurrent));
  };
  const onAddCurrent = (checked: boolean) => {
    setAddCurrent(checked);
    if (search !== '') setSelected(selectionAfterSearch(shown, before, checked));
  };
  const apply = () => {
    setAccountGroups(appliedAccountGroups(selected, options));
    setShow(false);
  };

  return (
    <Dropdown align="end" show={show} onToggle={toggle} autoClose="outside">
      <Dropdown.Toggle
        variant="outline-light"
        size="sm"
        id="account-group-dropdown"
        className="topbar-toggle"
        data-testid="account-group-dropdown"
      >
        <TopBarToggleLabel caption="Account Group" value={accountGroupsLabel(accountGroups)} />
      </Dropdown.Toggle>
      <Dropdown.Menu data-bs-theme="light" className="selection-menu shadow" data-testid="account-group-menu">
        <DropdownSearchBox value={search} onChange={onSearch} focused={show} label="Search account groups" />
        <div className="px-3 pb-1">
          <Form.Check
            id="account-group-select-all"
            label="Select all"
            checked={allShownSelected(selected, shown)}
            disabled={shown.length === 0}
            onChange={(event) => setSelected(selectAllShown(selected, shown, event.target.checked))}
          />
          {search !== '' && (
            <Form.Check
              id="account-group-add-current"
              label="Add current selection to filter"
              checked={addCurrent}
              onChange={(event) => onAddCurrent(event.target.checked)}
            />
          )}
        </div>
        <Dropdown.Divider />
        <div className="selection-menu-list px-3" aria-busy={list.isPending} data-testid="account-group-list">
          {shown.map((option) => (
            <Form.Check
              key={option.account_group}
              id={`account-group-${option.account_group}`}
              label={option.displayName}
              checked={selected.includes(option.account_group)}
              onChange={() => setSelected(toggleValue(selected, option.account_group))}
            />
          ))}
          {list.isSuccess && shown.length === 0 && (
            <div className="py-2 text-body-secondary small">No results found</div>
          )}
          {truncated && (
            <div className="py-2 text-body-secondary small">
              Only the first {selectionListLimit} are shown; use search to find others.
            </div>
          )}
        </div>
        <div className="d-flex justify-content-end gap-2 px-2 pt-2">
          <Button variant="outline-secondary" size="sm" onClick={() => toggle(false)}>
            Cancel
          </Button>
          <Button variant="primary" size="sm" onClick={apply} disabled={selected.length === 0}>
            Ok
          </Button>
        </div>
      </Dropdown.Menu>
    </Dropdown>
  );
}
