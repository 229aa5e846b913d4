import Form from 'react-bootstrap/Form';
import type { InvoiceToggles } from '../utils/invoiceToggles';

const options: readonly [keyof InvoiceToggles, string][] = [
  ['hideZeroValueInvoices', 'Hide zero value invoices'],
  ['hideERIInvoices', 'Hide ERS invoices (MRRL)'],
  ['showReversedDuplicates', 'Show reversed invoices'],
];

/** The options of a profile's invoice list (spec 03 §2.2), applied in the browser. */
export function InvoiceTogglesForm({
  value,
  onChange,
}: {
  value: InvoiceToggles;
  onChange(next: InvoiceToggles): void;
}) {
  return (
    <div className="d-flex flex-wrap gap-3 mb-2" data-testid="invoice-toggles">
      {options.map(([key, label]) => (
        <Form.Check
          key={key}
          type="switch"
          id={`invoice-toggle-${key}`}
          label={label}
          checked={value[key]}
          onChange={(e) => onChange({ ...value, [key]: e.target.checked })}
        />
      ))}
    </div>
  );
}
