import { DomainError } from '@spendlens/domain';
import type { OracleRelease } from '../../oracle/oracle-tables';
import { renderSapScenario, type SapScenarioOptions } from '../render-sap-scenario';
import type { OracleDatagenAnswers } from './oracle-answers';
import { renderOracleExtract } from './render-oracle-extract';

export interface GenerateOracleExtractOptions extends SapScenarioOptions {
  /** '12' (erp ora12) or '11i' (erp ora11i). */
  release: OracleRelease;
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
  const { outDir, systemName, release } = options;
  if (release !== '12' && release !== '11i')
    throw new DomainError('bad_request', `release must be '12' or '11i', found ${JSON.stringify(release)}`);
  const answers = await renderSapScenario(options, (sapDir, sapAnswers) =>
    renderOracleExtract({ sapDir, sapAnswers, outDir, systemName, release }),
  );
  return { dir: outDir, answers };
}
