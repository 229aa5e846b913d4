import { messages } from '@spendlens/domain';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useParams } from 'react-router';
import { BrandMark } from '../../shell/components/BrandMark';
import { LoadingMessage } from '../../shell/components/LoadingMessage';
import { useHelpText } from '../hooks/useHelpText';

/** /help/:module/:analysis, opened in a new tab from 'Guidelines for Action' on a page title (spec 01 §2). */
export function HelpPage() {
  const { module = '', analysis = '' } = useParams();
  const help = useHelpText(module, analysis);
  return (
    <div className="help-page container py-4" data-testid="help-page">
      <div className="mb-3">
        <BrandMark size="lg" />
      </div>
      {help.isPending && <LoadingMessage />}
      {help.isError && <Alert variant="danger">{messages.notFound}</Alert>}
      {help.data && (
        <Card>
          <Card.Body>
            <title>{`Help: ${help.data.displayName} - Spendlens`}</title>
            <h1 className="h4">
              {help.data.moduleDisplayName} &gt; {help.data.displayName}
            </h1>
            <h2 className="h6 mt-3">What it shows</h2>
            <p>{help.data.description}</p>
            {help.data.helpAlert && (
              <>
                <h2 className="h6 mt-3">Guidelines for action</h2>
                <p className="mb-0">{help.data.helpAlert}</p>
              </>
            )}
          </Card.Body>
        </Card>
      )}
    </div>
  );
}
