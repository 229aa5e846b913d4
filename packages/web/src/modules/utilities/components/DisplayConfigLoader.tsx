import { messages } from '@spendlens/domain';
import Alert from 'react-bootstrap/Alert';
import { LoadingMessage } from '../../shell/components/LoadingMessage';
import { useRawDisplayConfig } from '../hooks/useRawDisplayConfig';
import { DisplayConfigEditor } from './DisplayConfigEditor';

/** Loads the configuration as the server has it, then opens the editor on it. */
export function DisplayConfigLoader({ systemId }: { systemId: number }) {
  const config = useRawDisplayConfig(systemId);
  if (config.isPending) return <LoadingMessage />;
  if (config.isError) return <Alert variant="danger">{messages.tableLoadError}</Alert>;
  return <DisplayConfigEditor systemId={systemId} initialText={JSON.stringify(config.data, null, 2)} />;
}
