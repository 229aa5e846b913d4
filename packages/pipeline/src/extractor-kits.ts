import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync, type Zippable, type ZipOptions } from 'fflate';

/** packages/pipeline/extractors/: one folder per kit and the shared make-manifest.sh. */
export const extractorsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../extractors');

/**
 * The extractor kits of the Download Extractors page (spec 03 §2.9), each a folder of extractors/ with
 * its README and scripts, and the system types whose extracts it writes. SAP's kit is an ABAP report
 * that writes sap-extract/1 for ECC (sap) and S/4HANA (hana).
 */
export const extractorKits = [
  { kit: 'sap', systemTypes: ['sap', 'hana'] },
  { kit: 'oracle-ebs', systemTypes: ['ora12', 'ora11i'] },
  { kit: 'jde', systemTypes: ['jde'] },
  { kit: 'netsuite', systemTypes: ['netsuite'] },
  { kit: 'docuware', systemTypes: ['docuware'] },
] as const;

export type ExtractorKitName = (typeof extractorKits)[number]['kit'];

/** The kit of a kit name or of a system type it extracts (`ora11i` → `oracle-ebs`); undefined for none. */
export function findExtractorKit(erp: string): ExtractorKitName | undefined {
  return extractorKits.find((k) => k.kit === erp || (k.systemTypes as readonly string[]).includes(erp))?.kit;
}

/** The name a kit's zip is saved as. */
export const extractorKitFileName = (kit: ExtractorKitName) => `spendlens-extractor-${kit}.zip`;

/**
 * Unix file modes and a fixed modification time. The zip format stores local time, so the time is made
 * in the zone of the moment of the call: the same files give the same bytes in every time zone.
 */
function entryOptions(mode: number): ZipOptions {
  return { os: 3, attrs: mode << 16, mtime: new Date(2024, 0, 1) };
}

/**
 * A kit as a zip, laid out as the READMEs describe it: `extractors/<kit>/` with the kit's files and
 * `extractors/make-manifest.sh` (executable) in its parent folder. Deterministic: entries in name order
 * with a fixed time.
 */
export async function extractorKitZip(kit: ExtractorKitName): Promise<Uint8Array> {
  const kitDir = path.join(extractorsDir, kit);
  const entries = await readdir(kitDir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isFile())
    .map((e) => e.name)
    .sort();
  const files: Zippable = {};
  for (const name of names)
    files[`extractors/${kit}/${name}`] = [await readFile(path.join(kitDir, name)), entryOptions(0o100644)];
  files['extractors/make-manifest.sh'] = [
    await readFile(path.join(extractorsDir, 'make-manifest.sh')),
    entryOptions(0o100755),
  ];
  return zipSync(files, { level: 9 });
}
