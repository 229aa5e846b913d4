import { formatCount, messages } from '@spendlens/domain';
import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import CloseButton from 'react-bootstrap/CloseButton';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import type { KpiChoiceOption } from '../utils/kpiChoiceOptions';
import { matchesSearch } from '../../data-table/utils/valueListSearch';

/** Items a selection list shows at most (spec 01 §5). */
const maxShown = 1000;

/**
 * The 'Type or choose' multi-select of the KPIs page (spec 03 §2.5): the chosen ids as removable
 * badges, a search box, and the matching options (with their invoice counts) to add.
 */
export function KpiChoiceSelect({
  options,
  chosen,
  onChange,
}: {
  options: readonly KpiChoiceOption[];
  chosen: readonly string[];
  onChange(next: string[]): void;
}) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const id = useId();
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
  const matching = options.filter((o) => !chosen.includes(o.value) && matchesSearch(o.label, text));
  return (
    <div className="kpi-choice-select position-relative">
      <div className="d-flex flex-wrap gap-1 mb-1" data-testid="kpi-choices">
        {chosen.map((value) => (
          <Badge key={value} bg="secondary" className="d-inline-flex align-items-center gap-1">
            {labelOf(value)}
            <CloseButton
              variant="white"
              aria-label={`Remove ${labelOf(value)}`}
              style={{ fontSize: '0.6rem' }}
              onClick={() => onChange(chosen.filter((c) => c !== value))}
            />
          </Badge>
        ))}
      </div>
      <Form.Control
        aria-label="Type or choose"
        placeholder="Type or choose"
        aria-describedby={`${id}-hint`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <Form.Text id={`${id}-hint`}>{messages.kpiChoiceHint}</Form.Text>
      {open && matching.length > 0 && (
        <ListGroup
          className="position-absolute w-100 shadow-sm overflow-auto"
          style={{ zIndex: 10, maxHeight: 260, top: '100%' }}
          role="listbox"
        >
          {matching.slice(0, maxShown).map((o) => (
            <ListGroup.Item
              key={o.value}
              action
              role="option"
              className="d-flex justify-content-between py-1"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                onChange([...chosen, o.value]);
                setText('');
              }}
            >
              <span>{o.label}</span>
              <span className="text-body-secondary small">{formatCount(o.invoices)} invoices</span>
            </ListGroup.Item>
          ))}
          {matching.length > maxShown && (
            <ListGroup.Item className="small text-body-secondary">
              Only the first {maxShown} are shown; use search to find others.
            </ListGroup.Item>
          )}
        </ListGroup>
      )}
    </div>
  );
}
