import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useSelection } from '../hooks/useSelection';
import { companyCodeLabel } from '../utils/companyCodeLabel';
import { filterCompanyCodes, selectionListLimit } from '../utils/filterCompanyCodes';
import { CompanyCodeSection } from './CompanyCodeSection';
import { DropdownSearchBox } from './DropdownSearchBox';
import { TopBarToggleLabel } from './TopBarToggleLabel';

/** The company code dropdown of spec 01 §2: search, All (-1), a Region and a Company Code section. */
export function CompanyCodeDropdown() {
  const selection = useSelection();
  const [show, setShow] = useState(false);
  const [search, setSearch] = useState('');
  if (selection.status !== 'ready') return null;
  const { companyCodes, companyCode, setCompanyCode } = selection;

  const selectedEntry = companyCodes.find((e) => e.company_code === companyCode);
  const selectedLabel = companyCode === '-1' || !selectedEntry ? 'All' : companyCodeLabel(selectedEntry);
  const sections = filterCompanyCodes(companyCodes, search);
  const allMatches = search.trim() === '' || 'all'.includes(search.trim().toLowerCase());
  const nothingFound = !allMatches && sections.regions.length === 0 && sections.companyCodes.length === 0;

  const toggle = (next: boolean) => {
    setShow(next);
    if (!next) setSearch('');
  };
  const choose = (code: string) => {
    setCompanyCode(code);
    toggle(false);
  };

  return (
    <Dropdown align="end" show={show} onToggle={toggle} autoClose="outside">
      <Dropdown.Toggle
        variant="outline-light"
        size="sm"
        id="company-code-dropdown"
        className="topbar-toggle"
        data-testid="company-code-dropdown"
      >
        <TopBarToggleLabel caption="Company Code" value={selectedLabel} />
      </Dropdown.Toggle>
      <Dropdown.Menu data-bs-theme="light" className="selection-menu shadow">
        <DropdownSearchBox value={search} onChange={setSearch} focused={show} label="Search company codes" />
        <div className="selection-menu-list">
          {allMatches && (
            <Dropdown.Item as="button" active={companyCode === '-1'} onClick={() => choose('-1')}>
              All
            </Dropdown.Item>
          )}
          <CompanyCodeSection
            title="Region"
            entries={sections.regions}
            selected={companyCode}
            onSelect={choose}
          />
          <CompanyCodeSection
            title="Company Code"
            entries={sections.companyCodes}
            selected={companyCode}
            onSelect={choose}
          />
          {nothingFound && <div className="px-3 py-2 text-body-secondary small">No results found</div>}
          {sections.truncated && (
            <div className="px-3 py-2 text-body-secondary small">
              Only the first {selectionListLimit} are shown; use search to find others.
            </div>
          )}
        </div>
      </Dropdown.Menu>
    </Dropdown>
  );
}
