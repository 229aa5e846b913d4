import type { VendorSearchRow } from '@spendlens/domain';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';

/**
 * The vendors found (spec 03 §2.6): Vendor Id, Vendor Name, VAT No., Tax Id, Tax Id 2; a VAT number
 * opens its check.
 */
export function VendorVatTable({
  rows,
  onCheck,
}: {
  rows: readonly VendorSearchRow[];
  onCheck(vatNumber: string): void;
}) {
  return (
    <Table striped bordered hover size="sm" responsive data-testid="vat-check-vendors">
      <thead>
        <tr>
          <th>Vendor Id</th>
          <th>Vendor Name</th>
          <th>VAT No.</th>
          <th>Tax Id</th>
          <th>Tax Id 2</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.vendor_id} data-testid="vat-check-vendor">
            <td>{row.vendor_id}</td>
            <td>{row.vendor_name}</td>
            <td>
              {row.vat_id?.trim() ? (
                <Button
                  variant="link"
                  size="sm"
                  className="p-0 align-baseline"
                  onClick={() => onCheck(row.vat_id!.trim())}
                  title={`Check VAT number ${row.vat_id}`}
                >
                  {row.vat_id}
                </Button>
              ) : null}
            </td>
            <td>{row.tax_id}</td>
            <td>{row.tax_id_2}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
