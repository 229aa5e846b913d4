import Form from 'react-bootstrap/Form';

interface HideOptionsProps {
  options: readonly { column: string; label: string }[];
  ticked: readonly string[];
  onChange: (ticked: string[]) => void;
}

/**
 * The page's options (spec 02 duplicate invoices, vendor data quality per ERP): one checkbox each, in
 * the page's order; `ticked` holds the columns of the ticked ones.
 */
export function HideOptions({ options, ticked, onChange }: HideOptionsProps) {
  return (
    <div className="d-flex flex-wrap gap-3" data-testid="hide-options">
      {options.map((option) => (
        <Form.Check
          key={option.column}
          id={`hide-${option.column}`}
          label={option.label}
          checked={ticked.includes(option.column)}
          onChange={(e) =>
            onChange(
              e.target.checked
                ? [...ticked, option.column]
                : ticked.filter((column) => column !== option.column),
            )
          }
        />
      ))}
    </div>
  );
}
