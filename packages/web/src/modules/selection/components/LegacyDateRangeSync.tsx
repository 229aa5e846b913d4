import { useEffect } from 'react';
import { useReadySelection } from '../hooks/useReadySelection';
import { legacyDateRange } from '../utils/legacyDateRange';

/**
 * On a page in the legacy date mode, applies the range the page reads (legacyDateRange) when the
 * applied one has no legacy value, so the title, the dropdown and the address show what the data
 * calls send (a quarter becomes its year). Renders nothing.
 */
export function LegacyDateRangeSync() {
  const { dateRange, periodOptions, setDateRange } = useReadySelection();
  const read = legacyDateRange(dateRange, periodOptions);
  const differs = read.year !== dateRange.year || read.qualifier !== dateRange.qualifier;
  useEffect(() => {
    if (differs) setDateRange(read);
  }, [differs, read, setDateRange]);
  return null;
}
