import { useState } from 'react';
import { useHoverIntent } from '../hooks/useHoverIntent';
import { TranslationTooltip } from './TranslationTooltip';

/** How long the pointer rests on the text before its translation is asked for (as in tables). */
const hoverDelayMs = 400;

/**
 * A text outside a table (the vendor name of a profile's Master Data panel, spec 03 §2.2) whose
 * translation shows as a tooltip when the pointer rests on it and it differs from the text; the
 * table cell's twin is TranslatedTextCell.
 */
export function TranslatedText({ text }: { text: string }) {
  const [element, setElement] = useState<HTMLSpanElement | null>(null);
  const { active, onMouseEnter, onMouseLeave } = useHoverIntent(hoverDelayMs);
  return (
    <span
      ref={setElement}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      data-testid="translated-name"
    >
      {text}
      {active && <TranslationTooltip text={text} target={element} />}
    </span>
  );
}
