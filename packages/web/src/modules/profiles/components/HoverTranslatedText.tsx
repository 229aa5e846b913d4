import { useState } from 'react';
import { useHoverIntent } from '../../translation/hooks/useHoverIntent';
import { TranslationTooltip } from '../../translation/components/TranslationTooltip';

/** How long the pointer rests on the text before its translation is asked for (as in tables). */
const hoverDelayMs = 400;

/**
 * A text (the vendor name of the Master Data panel, spec 03 §2.2) whose translation shows as a
 * tooltip when hovered and it differs from the text.
 */
export function HoverTranslatedText({ text }: { text: string }) {
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
