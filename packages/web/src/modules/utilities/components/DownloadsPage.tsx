import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useDownloadExtractorKit } from '../hooks/useDownloadExtractorKit';
import { extractorKits } from '../utils/extractorKits';
import { ExtractorKitDownload } from './ExtractorKitDownload';
import { UtilityPageFrame } from './UtilityPageFrame';

/** /downloads (spec 03 §2.9): the ERP types with their extractor kit, each downloaded as a zip. */
export function DownloadsPage() {
  const download = useDownloadExtractorKit();
  return (
    <UtilityPageFrame title="Download Extractors">
      <Alert variant="info">
        Each kit writes the files of an extract from your ERP system&apos;s own tables; its README says how to
        run it and how to check the extract before you upload it. Questions? Please{' '}
        <Link to="/contact">contact us</Link>.
      </Alert>
      <Table bordered size="sm" data-testid="downloads" style={{ maxWidth: '60rem' }}>
        <thead>
          <tr>
            <th>ERP type</th>
            <th>What it contains</th>
            <th>Download</th>
          </tr>
        </thead>
        <tbody>
          {extractorKits.map((kit) => (
            <tr key={kit.erp} data-testid={`download-${kit.erp}`}>
              <td>{kit.name}</td>
              <td>{kit.contents}</td>
              <td>
                <ExtractorKitDownload
                  pending={download.isPending && download.variables === kit.erp}
                  failed={download.isError && download.variables === kit.erp}
                  onDownload={() => download.mutate(kit.erp)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </UtilityPageFrame>
  );
}
