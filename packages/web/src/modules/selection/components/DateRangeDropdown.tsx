import type { PeriodOption } from '@spendlens/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { useDateRangeDraft } from '../hooks/useDateRangeDraft';
import { useReadySelection } from '../hooks/useReadySelection';
import { dateDropdownKinds, draftKind, dropdownDraftOption } from '../utils/dateDropdownDraft';
import { lastDayCounts, lastDaysOption, monthChoices } from '../utils/dateRangeChoices';
import { draftPeriods } from '../utils/dateRangeDraft';
import { DateRangeLastMonthsSelect } from './DateRangeLastMonthsSelect';
import { DateRangeMonthRange } from './DateRangeMonthRange';
import { DateRangePeriodGrid } from './DateRangePeriodGrid';
import { DateRangeQuickItems } from './DateRangeQuickItems';
import { DateRangeTypePills } from './DateRangeTypePills';
import { DateRangeYearSelect } from './DateRangeYearSelect';
import { TopBarToggleLabel } from './TopBarToggleLabel';

/**
 * The date range dropdown (spec 01 §4 'Date dropdown'): all dates and the last days apply at once;
 * the last n months, a year, quarter, month or a range of months is drafted and applied with Ok;
 * Cancel (or closing) reverts the draft. In the legacy date mode (legacyDateMode: ui_params or the
 * page's legacyDateFilter) a year alone or a month of it is drafted, the ranges with legacy values.
 */
export function DateRangeDropdown({ legacy = false }: { legacy?: boolean }) {
  const { periodOptions, dateRange, setDateRange } = useReadySelection();
  const [show, setShow] = useState(false);
  const { draft, reset, setKind, setYear, setQualifier, setLastMonths, setFrom, setTo } = useDateRangeDraft(
    dateRange,
    periodOptions,
    legacy,
  );
  const pending = dropdownDraftOption(draft, periodOptions);
  const quickItems = [
    periodOptions.allDates,
    ...lastDayCounts.flatMap((days) => lastDaysOption(days, periodOptions, legacy) ?? []),
  ];

  const toggle = (next: boolean) => {
    if (next) reset();
    setShow(next);
  };
  const apply = (option: PeriodOption | undefined) => {
    if (option) setDateRange(option);
    setShow(false);
  };
  const kind = draft ? draftKind(draft) : 'year';

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
      <Dropdown.Menu
        data-bs-theme="light"
        className="date-range-menu shadow p-2"
        data-testid="date-range-menu"
      >
        <DateRangeQuickItems items={quickItems} current={dateRange} onPick={apply} />
        {draft ? (
          <>
            <Dropdown.Divider />
            <DateRangeTypePills kinds={dateDropdownKinds(legacy)} value={kind} onChange={setKind} />
            {draft.kind === 'last_months' && (
              <DateRangeLastMonthsSelect value={draft.lastMonths} onChange={setLastMonths} />
            )}
            {draft.kind === 'range' && (
              <DateRangeMonthRange
                months={monthChoices(periodOptions)}
                from={draft.from}
                to={draft.to}
                onFromChange={setFrom}
                onToChange={setTo}
              />
            )}
            {draft.kind === 'period' && (
              <>
                <DateRangeYearSelect
                  years={periodOptions.years}
                  value={draft.period.year}
                  onChange={setYear}
                />
                <DateRangePeriodGrid
                  periods={draftPeriods(draft.period, periodOptions)}
                  value={draft.period.qualifier}
                  onChange={setQualifier}
                />
              </>
            )}
            <div className="d-flex justify-content-end gap-2 pt-1">
              <Button variant="outline-secondary" size="sm" onClick={() => toggle(false)}>
                Cancel
              </Button>
              <Button variant="primary" size="sm" onClick={() => apply(pending)} disabled={!pending}>
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
