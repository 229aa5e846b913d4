import { useState, type ReactNode, type TdHTMLAttributes } from 'react';
import { useHoverIntent } from '../hooks/useHoverIntent';
import { TranslationTooltip } from './TranslationTooltip';

/** How long the pointer rests on a text before its translation is asked for. */
const translationHoverDelayMs = 400;

interface TranslatedTextCellProps extends TdHTMLAttributes<HTMLTableCellElement> {
  /** The cell's text as the data holds it: what is sent for translation. */
  text: string;
  children: ReactNode;
}

/**
 * A table cell of a text column whose translation shows as a tooltip when the pointer rests on it
 * (spec 01 §7 POST external/translate).
 */
export function TranslatedTextCell({ text, children, ...cell }: TranslatedTextCellProps) {
  const [element, setElement] = useState<HTMLTableCellElement | null>(null);
  const { active, onMouseEnter, onMouseLeave } = useHoverIntent(translationHoverDelayMs);
  return (
    <td ref={setElement} onMouseEnter={onMouseEnter} onMouseLeave={onMouseLeave} {...cell}>
      {children}
      {active && <TranslationTooltip text={text} target={element} />}
    </td>
  );
}
