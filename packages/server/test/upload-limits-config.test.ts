import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('upload limits in the configuration (issue 34 item 3)', () => {
  it('defaults to 512 MiB unpacked, 100 to 1 and 64 KiB a value', () => {
    expect(loadConfig({}).extractLimits).toEqual({
      maxUnpackedBytes: 512 * 2 ** 20,
      maxZipRatio: 100,
      maxFieldBytes: 64 * 1024,
    });
  });

  it('reads the three settings and refuses values that would make them useless', () => {
    expect(
      loadConfig({
        EXTRACT_MAX_UNPACKED_BYTES: String(2 * 2 ** 30),
        EXTRACT_MAX_ZIP_RATIO: '250',
        EXTRACT_MAX_FIELD_BYTES: '4096',
      }).extractLimits,
    ).toEqual({ maxUnpackedBytes: 2 * 2 ** 30, maxZipRatio: 250, maxFieldBytes: 4096 });
    expect(() => loadConfig({ EXTRACT_MAX_UNPACKED_BYTES: '1000' })).toThrow(/EXTRACT_MAX_UNPACKED_BYTES/);
    expect(() => loadConfig({ EXTRACT_MAX_ZIP_RATIO: '1' })).toThrow(/EXTRACT_MAX_ZIP_RATIO/);
    expect(() => loadConfig({ EXTRACT_MAX_FIELD_BYTES: 'lots' })).toThrow(/EXTRACT_MAX_FIELD_BYTES/);
    expect(() => loadConfig({ EXTRACT_MAX_FIELD_BYTES: String(32 * 2 ** 20) })).toThrow(
      /EXTRACT_MAX_FIELD_BYTES/,
    );
  });
});
