import { useCrossSystems } from '../hooks/useCrossSystems';
import { SystemMultiSelectDropdown } from './SystemMultiSelectDropdown';

/** The multi-select system dropdown of a cross-system page, kept in the address (systems=…). */
export function CrossSystemDropdown() {
  const { members, chosen, setChosen } = useCrossSystems();
  return <SystemMultiSelectDropdown systems={members} value={chosen} onChange={setChosen} />;
}
