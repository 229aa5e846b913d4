import { useId } from 'react';
import Overlay from 'react-bootstrap/Overlay';
import Tooltip from 'react-bootstrap/Tooltip';
import { useTextTranslation } from '../hooks/useTextTranslation';

interface TranslationTooltipProps {
  text: string;
  /** The hovered element: the tooltip sits above it and describes it (Popper sets its aria-describedby). */
  target: HTMLElement | null;
}

/**
 * The translation of a hovered text as a tooltip (spec 01 §7, spec 03 Master Data panel), shown
 * only when it differs from the text. Mounted while the pointer rests on the element, so only the
 * hovered text is asked for.
 */
export function TranslationTooltip({ text, target }: TranslationTooltipProps) {
  const id = useId();
  const { data: translation } = useTextTranslation(text);
  const show = translation !== undefined && translation.trim() !== '' && translation !== text;

  if (!show || !target) return null;
  return (
    <Overlay target={target} show placement="top" transition={false}>
      <Tooltip id={id} data-testid="translation-tooltip">
        {translation}
      </Tooltip>
    </Overlay>
  );
}
