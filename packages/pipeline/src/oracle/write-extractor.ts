/**
 * Writes the Oracle extractor's scripts (extractor-sql.ts) into packages/pipeline/extractors/oracle-ebs/:
 *   npx tsx packages/pipeline/src/oracle/write-extractor.ts
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { oracleExtractorSql } from './extractor-sql';

const here = fileURLToPath(import.meta.url);
export const extractorDir = path.resolve(path.dirname(here), '../../extractors/oracle-ebs');
export const extractorFiles = { 'extract-r12.sql': '12', 'extract-11i.sql': '11i' } as const;

if (process.argv[1] && path.resolve(process.argv[1]) === here) {
  for (const [file, release] of Object.entries(extractorFiles))
    await writeFile(path.join(extractorDir, file), oracleExtractorSql(release));
}
