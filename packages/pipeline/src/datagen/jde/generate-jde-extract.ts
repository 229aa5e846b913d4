import { renderSapScenario, type SapScenarioOptions } from '../render-sap-scenario';
import type { JdeDatagenAnswers } from './jde-answers';
import { renderJdeExtract } from './render-jde-extract';

export type GenerateJdeExtractOptions = SapScenarioOptions;

export interface GeneratedJdeExtract {
  dir: string;
  answers: JdeDatagenAnswers;
}

/**
 * Writes a deterministic synthetic JD Edwards EnterpriseOne extract (jde-extract/1) that is the SAP
 * datagen's scenario for the same options: generates the SAP extract into a temporary folder,
 * renders it as JDE tables (renderJdeExtract) into `outDir`, and removes the SAP folder. The same
 * options give byte-identical files; a cross-ERP parity test can ingest it beside the SAP and
 * Oracle extracts of the scenario.
 */
export async function generateJdeExtract(options: GenerateJdeExtractOptions): Promise<GeneratedJdeExtract> {
  const { outDir, systemName } = options;
  const answers = await renderSapScenario(options, (sapDir, sapAnswers) =>
    renderJdeExtract({ sapDir, sapAnswers, outDir, systemName }),
  );
  return { dir: outDir, answers };
}
