import type { VendorRequestItem } from '@spendlens/domain';

/** One line of POST statement/vendor_request?validate=true's `result`. */
export interface ValidatedRequestLine {
  vendor_id: string;
  /** The system's id when the line names one of the user's systems, else the text of the line. */
  system_id: number | string;
  system_name: string | null;
  exists: boolean;
}

/** What a bulk request upload did: the vendors marked as requested, the lines whose vendor is unknown. */
export interface RequestUploadOutcome {
  marked: number;
  unknown: ValidatedRequestLine[];
}

/** The vendors of the lines that exist, each once: what is then requested (action=upsert). */
export function knownRequestItems(lines: readonly ValidatedRequestLine[]): VendorRequestItem[] {
  const seen = new Set<string>();
  const items: VendorRequestItem[] = [];
  for (const line of lines) {
    if (!line.exists || typeof line.system_id !== 'number') continue;
    const key = `${line.system_id}\u0000${line.vendor_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({ vendor_id: line.vendor_id, system_id: line.system_id });
  }
  return items;
}

/** The lines whose vendor could not be found (spec 03 §2.3 'Warning!' table). */
export function unknownRequestLines(lines: readonly ValidatedRequestLine[]): ValidatedRequestLine[] {
  return lines.filter((line) => !line.exists);
}

/** 'Successfully marked N vendors as Statement Requested' (spec 03 §2.3). */
export function markedMessage(count: number): string {
  return `Successfully marked ${count} vendors as Statement Requested`;
}

/** '{n} vendor id(s) could not be found:' (spec 03 §2.3). */
export function notFoundMessage(count: number): string {
  return `${count} vendor id(s) could not be found:`;
}

/** The System cell of an unknown line: the system's name, or the text the line gave. */
export function requestLineSystem(line: ValidatedRequestLine): string {
  return line.system_name ?? String(line.system_id);
}
