import { useEffect, useRef } from 'react';
import Form from 'react-bootstrap/Form';

interface DropdownSearchBoxProps {
  value: string;
  onChange(value: string): void;
  /** The box takes the focus each time the menu opens. */
  focused: boolean;
  label: string;
}

/** The search box at the top of a selection dropdown. */
export function DropdownSearchBox({ value, onChange, focused, label }: DropdownSearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focused) input.current?.focus();
  }, [focused]);
  return (
    <div className="px-2 pb-2">
      <Form.Control
        ref={input}
        type="search"
        size="sm"
        placeholder="Search"
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
