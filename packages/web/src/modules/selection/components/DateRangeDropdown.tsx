import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { useDateRangeDraft } from '../hooks/useDateRangeDraft';
import { useReadySelection } from '../hooks/useReadySelection';
import { draftPeriods, optionFromDraft } from '../utils/dateRangeDraft';
import { DateRangePeriodGrid } from './DateRangePeriodGrid';
import { DateRangeTypePills } from './DateRangeTypePills';
import { DateRangeYearSelect } from './DateRangeYearSelect';
import { TopBarToggleLabel } from './TopBarToggleLabel';

/**
 * The date range dropdown (spec 01 §4 'Date dropdown'): All dates applies at once; a year, quarter
 * or month is drafted and applied with Ok; Cancel (or closing) reverts the draft.
 */
export function DateRangeDropdown() {
  const { periodOptions, dateRange, setDateRange } = useReadySelection();
  const [show, setShow] = useState(false);
  const { draft, reset, setType, setYear, setQualifier } = useDateRangeDraft(dateRange, periodOptions);
  const pending = optionFromDraft(draft, periodOptions);

  const toggle = (next: boolean) => {
    if (next) reset();
    setShow(next);
  };
  const applyAllDates = () => {
    setDateRange(periodOptions.allDates);
    setShow(false);
  };
  const applyDraft = () => {
    if (pending) setDateRange(pending);
    setShow(false);
  };

  return (
    <Dropdown align="end" show={show} onToggle={toggle} autoClose="outside">
      <Dropdown.Toggle
        variant="outline-light"
        size="sm"
        id="date-range-dropdown"
        className="topbar-toggle"
        data-testid="date-range-dropdown"
      >
        <TopBarToggleLabel caption="Date Range" value={dateRange.displayName} />
      </Dropdown.Toggle>
      <Dropdown.Menu data-bs-theme="light" className="date-range-menu shadow p-2">
        <Button
          variant={dateRange.year === -1 ? 'primary' : 'outline-primary'}
          size="sm"
          className="w-100 mb-2"
          onClick={applyAllDates}
        >
          {periodOptions.allDates.displayName}
        </Button>
        {draft ? (
          <>
            <Dropdown.Divider />
            <DateRangeTypePills value={draft.type} onChange={setType} />
            <DateRangeYearSelect years={periodOptions.years} value={draft.year} onChange={setYear} />
            <DateRangePeriodGrid
              periods={draftPeriods(draft, periodOptions)}
              value={draft.qualifier}
              onChange={setQualifier}
            />
            <div className="d-flex justify-content-end gap-2 pt-1">
              <Button variant="outline-secondary" size="sm" onClick={() => toggle(false)}>
                Cancel
              </Button>
              <Button variant="primary" size="sm" onClick={applyDraft} disabled={!pending}>
                Ok
              </Button>
            </div>
          </>
        ) : (
          <p className="small text-body-secondary mb-0 px-1">This system has no dated data yet.</p>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
