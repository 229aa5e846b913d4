import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  extractorKitFileName,
  extractorKitZip,
  extractorKits,
  extractorsDir,
  findExtractorKit,
} from '../src/index';

/** Each entry's Unix mode, read from the zip's central directory (fflate's unzip does not give it). */
function unixModes(zip: Uint8Array): Map<string, number> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const modes = new Map<string, number>();
  for (let at = 0; at + 46 <= zip.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const madeOn = view.getUint16(at + 4, true) >> 8;
    const nameLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    modes.set(name, madeOn === 3 ? view.getUint32(at + 38, true) >>> 16 : 0);
  }
  return modes;
}

describe('the extractor kits (spec 03 §2.9: GET download/{erp})', () => {
  it('are found by kit name or by the system types they extract; other names have none', () => {
    expect(findExtractorKit('sap')).toBe('sap');
    expect(findExtractorKit('hana')).toBe('sap');
    expect(findExtractorKit('oracle-ebs')).toBe('oracle-ebs');
    expect(findExtractorKit('ora12')).toBe('oracle-ebs');
    expect(findExtractorKit('ora11i')).toBe('oracle-ebs');
    expect(findExtractorKit('jde')).toBe('jde');
    expect(findExtractorKit('netsuite')).toBe('netsuite');
    expect(findExtractorKit('docuware')).toBe('docuware');
    for (const erp of ['s4', 'extractors', '../jde', '../sap', ''])
      expect(findExtractorKit(erp), erp).toBeUndefined();
    expect(extractorKitFileName('jde')).toBe('spendlens-extractor-jde.zip');
    expect(extractorKitFileName('sap')).toBe('spendlens-extractor-sap.zip');
  });

  it.each(extractorKits.map((k) => k.kit))(
    '%s: the zip holds the kit’s files byte for byte and make-manifest.sh, executable, in the parent folder the README names',
    async (kit) => {
      const zip = await extractorKitZip(kit);
      const files = unzipSync(zip);
      const kitFiles = (await readdir(path.join(extractorsDir, kit))).sort();
      expect(kitFiles).toContain('README.md');
      expect(Object.keys(files).sort()).toEqual(
        [...kitFiles.map((f) => `extractors/${kit}/${f}`), 'extractors/make-manifest.sh'].sort(),
      );
      for (const file of kitFiles)
        expect(
          Buffer.from(files[`extractors/${kit}/${file}`]!).equals(
            await readFile(path.join(extractorsDir, kit, file)),
          ),
          file,
        ).toBe(true);
      expect(
        Buffer.from(files['extractors/make-manifest.sh']!).equals(
          await readFile(path.join(extractorsDir, 'make-manifest.sh')),
        ),
      ).toBe(true);
      expect(await readFile(path.join(extractorsDir, kit, 'README.md'), 'utf8')).toMatch(
        /`make-manifest.sh`[^.]* is in `extractors\/`, the parent of this kit's folder/,
      );

      const modes = unixModes(zip);
      expect(modes.get('extractors/make-manifest.sh')).toBe(0o100755);
      for (const file of kitFiles) expect(modes.get(`extractors/${kit}/${file}`), file).toBe(0o100644);
    },
  );

  it('is deterministic: the same files give the same bytes, in any time zone', async () => {
    const first = await extractorKitZip('jde');
    expect(Buffer.from(await extractorKitZip('jde')).equals(first)).toBe(true);
    const tz = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      expect(Buffer.from(await extractorKitZip('jde')).equals(first)).toBe(true);
    } finally {
      process.env.TZ = tz;
    }
    expect(Buffer.from(await extractorKitZip('oracle-ebs')).equals(first)).toBe(false);
  });
});
