import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError } from '@spendlens/domain';
import type { OracleRelease } from '../../oracle/oracle-tables';
import { generateSapExtract } from '../generate-sap-extract';
import type { OracleDatagenAnswers } from './oracle-answers';
import { renderOracleExtract } from './render-oracle-extract';

export interface GenerateOracleExtractOptions {
  /** Folder to write into (created when missing); the extract's files are written directly in it. */
  outDir: string;
  seed: number;
  /** Invoice lines of the SAP scenario rendered (see generateSapExtract). */
  invoiceLines: number;
  systemName: string;
  /** '12' (erp ora12) or '11i' (erp ora11i). */
  release: OracleRelease;
  /** Currency of the answers' common amounts (default EUR). */
  commonCurrency?: string;
}

export interface GeneratedOracleExtract {
  dir: string;
  answers: OracleDatagenAnswers;
}

/**
 * Writes a deterministic synthetic Oracle E-Business Suite extract (oracle-ebs-extract/1) that is
 * the SAP datagen's scenario for the same options: generates the SAP extract into a temporary
 * folder, renders it as Oracle tables (renderOracleExtract) into `outDir`, and removes the SAP
 * folder. The same options give byte-identical files; a cross-ERP parity test can ingest both.
 */
export async function generateOracleExtract(
  options: GenerateOracleExtractOptions,
): Promise<GeneratedOracleExtract> {
  const { outDir, seed, invoiceLines, systemName, release, commonCurrency } = options;
  if (release !== '12' && release !== '11i')
    throw new DomainError('bad_request', `release must be '12' or '11i', found ${JSON.stringify(release)}`);
  const sapDir = await mkdtemp(join(tmpdir(), 'spendlens-oracle-sap-'));
  try {
    const sap = await generateSapExtract({
      outDir: sapDir,
      seed,
      invoiceLines,
      systemName,
      ...(commonCurrency === undefined ? {} : { commonCurrency }),
    });
    const answers = await renderOracleExtract({
      sapDir,
      sapAnswers: sap.answers,
      outDir,
      systemName,
      release,
    });
    return { dir: outDir, answers };
  } finally {
    await rm(sapDir, { recursive: true, force: true });
  }
}
