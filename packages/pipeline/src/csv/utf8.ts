import { isUtf8 } from 'node:buffer';

/** Length of the UTF-8 sequence a lead byte starts (0 for a byte that cannot start one). */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** Offset of the first byte of `bytes` that is not valid UTF-8, or -1 (slow path, on failure only). */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let i = 0;
  while (i < bytes.length) {
    const n = sequenceLength(bytes[i]!);
    if (n === 0 || i + n > bytes.length) return i;
    if (n > 1) {
      try {
        decoder.decode(bytes.subarray(i, i + n));
      } catch {
        return i;
      }
    }
    i += n;
  }
  return -1;
}

/**
 * Validates UTF-8 across chunk boundaries: a multi-byte character cut by the end of one chunk is
 * carried over to the next. `check` answers the offset of the first invalid byte of the chunk
 * (relative to the chunk; an error in carried bytes is reported at 0), or -1.
 */
export class Utf8Validator {
  private carry: Uint8Array = new Uint8Array(0);

  check(chunk: Uint8Array, final = false): number {
    let start = 0;
    if (this.carry.length > 0) {
      const need = sequenceLength(this.carry[0]!);
      const take = Math.min(Math.max(need - this.carry.length, 0), chunk.length);
      const joined = new Uint8Array(this.carry.length + take);
      joined.set(this.carry);
      joined.set(chunk.subarray(0, take), this.carry.length);
      this.carry = new Uint8Array(0);
      if (!isUtf8(joined)) return 0;
      start = take;
    }
    let end = chunk.length;
    if (!final) {
      for (let i = chunk.length - 1; i >= Math.max(start, chunk.length - 4); i--) {
        const b = chunk[i]!;
        if ((b & 0xc0) === 0x80) continue;
        const n = sequenceLength(b);
        if (n > 1 && chunk.length - i < n) end = i;
        break;
      }
      this.carry = chunk.slice(end);
    }
    const body = chunk.subarray(start, end);
    if (isUtf8(body)) return -1;
    return start + firstInvalidUtf8(body);
  }
}
