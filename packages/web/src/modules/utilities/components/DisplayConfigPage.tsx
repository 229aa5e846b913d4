import { LoadingMessage } from '../../shell/components/LoadingMessage';
import { useSelection } from '../../selection/hooks/useSelection';
import { DisplayConfigLoader } from './DisplayConfigLoader';
import { UtilityPageFrame } from './UtilityPageFrame';

/** /display_config (spec 03 §2.10): the current system's display configuration as JSON. */
export function DisplayConfigPage() {
  const selection = useSelection();
  const system = 'system' in selection ? selection.system : undefined;
  return (
    <UtilityPageFrame title="Display Configuration">
      {system ? <DisplayConfigLoader key={system.id} systemId={system.id} /> : <LoadingMessage />}
    </UtilityPageFrame>
  );
}
