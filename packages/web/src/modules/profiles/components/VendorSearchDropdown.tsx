import type { OpenedCell } from '@spendlens/domain';
import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { CellModalHost } from '../../cell-links/components/CellModalHost';
import { TopBarToggleLabel } from '../../selection/components/TopBarToggleLabel';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { minVendorSearchLength, useVendorSearch } from '../hooks/useVendorSearch';

/** Vendors a search lists (refine the text for others). */
const shownResults = 20;
const noVendors = 'No vendors were found';

/**
 * The vendor search of the top bar: the vendors of the current system whose name, id, VAT or tax id
 * holds the text typed (GET search, asked once the typing pauses); choosing one opens its profile.
 */
export function VendorSearchDropdown({ systemId }: { systemId: number }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState<OpenedCell | null>(null);
  const asked = useDebouncedValue(text, 300);
  const search = useVendorSearch(open ? systemId : undefined, asked);
  const found = search.data ?? [];
  const searching = asked.trim().length >= minVendorSearchLength;
  return (
    <>
      <Dropdown align="end" show={open} onToggle={(next) => setOpen(next)} autoClose="outside">
        <Dropdown.Toggle
          variant="outline-light"
          size="sm"
          id="vendor-search"
          className="topbar-toggle"
          data-testid="vendor-search"
        >
          <TopBarToggleLabel caption="Vendor" value="Search" />
        </Dropdown.Toggle>
        <Dropdown.Menu data-bs-theme="light" className="shadow p-2" style={{ width: '26rem' }}>
          <Form.Control
            size="sm"
            autoFocus
            placeholder="Vendor name, id, VAT or tax id"
            aria-label="Search vendors"
            value={text}
            onChange={(e) => setText(e.target.value)}
            data-testid="vendor-search-input"
          />
          <div className="mt-2" data-testid="vendor-search-results">
            {searching && search.isFetching && <div className="small text-muted">Searching…</div>}
            {searching && search.isSuccess && found.length === 0 && (
              <div className="small text-muted">{noVendors}</div>
            )}
            {found.slice(0, shownResults).map((v) => (
              <Dropdown.Item
                key={String(v['vendor_id'])}
                as="button"
                className="small text-truncate"
                data-testid="vendor-search-result"
                onClick={() => {
                  setOpen(false);
                  setOpened({
                    modal: 'vendor_profile',
                    value: String(v['vendor_id']),
                    context: {},
                    row: v,
                  });
                }}
              >
                <strong>{String(v['vendor_id'])}</strong> {String(v['vendor_name'] ?? '')}
              </Dropdown.Item>
            ))}
            {found.length > shownResults && (
              <div className="small text-muted mt-1">
                The first {shownResults} of {found.length}: type more to narrow the search.
              </div>
            )}
          </div>
        </Dropdown.Menu>
      </Dropdown>
      <CellModalHost systemId={systemId} opened={opened} onHide={() => setOpened(null)} />
    </>
  );
}
