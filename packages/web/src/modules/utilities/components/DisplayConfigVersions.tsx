import type { DisplayConfigVersion } from '@spendlens/domain';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatLocalDateTime } from '../utils/formatLocalDateTime';

/** The saved versions, newest first; Load puts one into the editor (save it to make it current). */
export function DisplayConfigVersions({
  versions,
  onLoad,
}: {
  versions: DisplayConfigVersion[];
  onLoad(version: number): void;
}) {
  if (versions.length === 0)
    return (
      <p className="small text-body-secondary">No saved versions yet: the generated configuration applies.</p>
    );
  return (
    <Table size="sm" bordered data-testid="display-config-versions">
      <thead>
        <tr>
          <th>Version</th>
          <th>Saved</th>
          <th>By</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {versions.map((v, i) => (
          <tr key={v.version}>
            <td>
              {v.version}
              {i === 0 && ' (current)'}
            </td>
            <td>{formatLocalDateTime(v.created)}</td>
            <td>{v.uid || 'generated (before the first save)'}</td>
            <td>
              <Button size="sm" variant="outline-secondary" onClick={() => onLoad(v.version)}>
                Load
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
