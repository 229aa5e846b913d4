import { jsonErrorOffset } from './jsonErrorOffset';

/** The outcome of reading the editor's text. */
export type ParsedConfig = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

function lineOf(text: string, position: number): number {
  return text.slice(0, position).split('\n').length;
}

/**
 * The display-config editor's text as JSON (spec 03 §2.10). Invalid JSON is refused with a message
 * naming the line; a valid JSON value that is not an object is refused too.
 */
export function parseConfigJson(text: string): ParsedConfig {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // the line of the first character that is not JSON, found by our own reader: not every browser's
    // message has a position, and the last line is no answer
    const offset = jsonErrorOffset(text);
    const line = lineOf(text, offset < 0 ? text.length : offset);
    const detail = reason.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '');
    return { ok: false, message: `Invalid JSON on line ${line}: ${detail}` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, message: 'The display configuration must be a JSON object ({ … })' };
  return { ok: true, value: value as Record<string, unknown> };
}
