import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { extractorKits } from '../utils/extractorKits';
import { UtilityPageFrame } from './UtilityPageFrame';

/** /downloads (spec 03 §2.9): the ERP types with their extractor; the kits are not published yet. */
export function DownloadsPage() {
  return (
    <UtilityPageFrame title="Download Extractors">
      <Alert variant="info">
        The extractor kits are being prepared and cannot be downloaded here yet. Until then, please{' '}
        <Link to="/contact">contact us</Link> and we will send you the extractor for your ERP system.
      </Alert>
      <Table bordered size="sm" data-testid="downloads" style={{ maxWidth: '50rem' }}>
        <thead>
          <tr>
            <th>ERP type</th>
            <th>What it contains</th>
            <th>Download</th>
          </tr>
        </thead>
        <tbody>
          {extractorKits.map((kit) => (
            <tr key={kit.erp}>
              <td>{kit.name}</td>
              <td>{kit.contents}</td>
              <td>
                <Button size="sm" disabled={!kit.available} title="Not available yet">
                  Download
                </Button>
                {!kit.available && <div className="small text-body-secondary">Not yet available</div>}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </UtilityPageFrame>
  );
}
