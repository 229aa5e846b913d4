import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useDebouncedCommit } from '../hooks/useDebouncedCommit';

interface StatementTextInputProps {
  /** The value shown first: the unsaved edit, or the statement's. Remount the input to show another. */
  initial: string;
  label: string;
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
  const [value, setValue] = useState(initial);
  const { schedule, flush } = useDebouncedCommit(onCommit);
  const common = {
    size: 'sm' as const,
    'aria-label': label,
    value,
    isInvalid: error !== undefined,
    onChange: (event: { target: { value: string } }) => {
      setValue(event.target.value);
      schedule(event.target.value);
    },
    onBlur: flush,
  };
  return (
    <>
      {multiline ? (
        <Form.Control as="textarea" rows={1} {...common} />
      ) : (
        <Form.Control type={type} list={list} {...common} />
      )}
      {error && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
    </>
  );
}
