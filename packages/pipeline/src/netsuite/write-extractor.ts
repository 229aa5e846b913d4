/**
 * Writes the NetSuite extractor script (extractor-script.ts) into packages/pipeline/extractors/netsuite/:
 *   npx tsx packages/pipeline/src/netsuite/write-extractor.ts
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { netsuiteExtractorScript } from './extractor-script';

const here = fileURLToPath(import.meta.url);
export const netsuiteExtractorDir = path.resolve(path.dirname(here), '../../extractors/netsuite');
export const netsuiteExtractorFiles: Record<string, () => string> = {
  'extract-netsuite.mjs': netsuiteExtractorScript,
};

if (process.argv[1] && path.resolve(process.argv[1]) === here) {
  for (const [file, text] of Object.entries(netsuiteExtractorFiles))
    await writeFile(path.join(netsuiteExtractorDir, file), text());
}
