import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { DatePickerInput } from '../../data-table/components/DatePickerInput';
import { useDebouncedCommit } from '../hooks/useDebouncedCommit';
import { isoFromPicker, pickerFromIso } from '../utils/pickerDate';

interface StatementTextInputProps {
  /** The value shown first: the unsaved edit, or the statement's. Remount the input to show another. */
  initial: string;
  label: string;
  /** date: the dd/MM/yyyy picker (spec 03 §9); the edit is YYYY-MM-DD once the text is a date. */
  type?: 'text' | 'email' | 'date';
  /** A datalist of suggestions (the statuses); any text may still be typed. */
  list?: string;
  multiline?: boolean;
  error?: string | undefined;
  onCommit(value: string): void;
}

/**
 * An inline edit of a statement's field (spec 03 §4): typing shows at once and becomes an unsaved
 * edit of the tab 1000 ms after the last key, or when the field loses focus; Save Changes sends it.
 */
export function StatementTextInput({
  initial,
  label,
  type = 'text',
  list,
  multiline = false,
  error,
  onCommit,
}: StatementTextInputProps) {
  const [value, setValue] = useState(type === 'date' ? pickerFromIso(initial) : initial);
  const { schedule, flush } = useDebouncedCommit(onCommit);
  const change = (text: string) => {
    setValue(text);
    schedule(type === 'date' ? isoFromPicker(text) : text);
  };
  const common = {
    size: 'sm' as const,
    'aria-label': label,
    value,
    isInvalid: error !== undefined,
    onChange: (event: { target: { value: string } }) => change(event.target.value),
  };
  return (
    // focus leaving the field (to Save Changes) commits a waiting edit at once
    <div onBlur={flush}>
      {type === 'date' ? (
        <DatePickerInput label={label} value={value} onChange={change} />
      ) : multiline ? (
        <Form.Control as="textarea" rows={2} {...common} />
      ) : (
        <Form.Control type={type} list={list} {...common} />
      )}
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </div>
  );
}
