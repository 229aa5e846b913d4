/**
 * Writes the JD Edwards extractor's scripts (extractor-sql.ts) into packages/pipeline/extractors/jde/:
 *   npx tsx packages/pipeline/src/jde/write-extractor.ts
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jdeOracleExtractorSql, jdeSqlServerExtractorSql } from './extractor-sql';

const here = fileURLToPath(import.meta.url);
export const jdeExtractorDir = path.resolve(path.dirname(here), '../../extractors/jde');
export const jdeExtractorFiles: Record<string, () => string> = {
  'extract-oracle.sql': jdeOracleExtractorSql,
  'extract-sqlserver.sql': jdeSqlServerExtractorSql,
};

if (process.argv[1] && path.resolve(process.argv[1]) === here) {
  for (const [file, sql] of Object.entries(jdeExtractorFiles))
    await writeFile(path.join(jdeExtractorDir, file), sql());
}
