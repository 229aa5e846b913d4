import { renderSapScenario, type SapScenarioOptions } from '../render-sap-scenario';
import type { NetsuiteDatagenAnswers } from './netsuite-answers';
import { renderNetsuiteExtract } from './render-netsuite-extract';

export type GenerateNetsuiteExtractOptions = SapScenarioOptions;

export interface GeneratedNetsuiteExtract {
  dir: string;
  answers: NetsuiteDatagenAnswers;
}

/**
 * Writes a deterministic synthetic NetSuite extract (netsuite-extract/1) that is the SAP datagen's
 * scenario for the same options: generates the SAP extract into a temporary folder, renders it as
 * NetSuite tables (renderNetsuiteExtract) into `outDir`, and removes the SAP folder. The same
 * options give byte-identical files; a cross-ERP parity test can ingest it beside the SAP, Oracle
 * and JD Edwards extracts of the scenario.
 */
export async function generateNetsuiteExtract(
  options: GenerateNetsuiteExtractOptions,
): Promise<GeneratedNetsuiteExtract> {
  const { outDir, systemName } = options;
  const answers = await renderSapScenario(options, (sapDir, sapAnswers) =>
    renderNetsuiteExtract({ sapDir, sapAnswers, outDir, systemName }),
  );
  return { dir: outDir, answers };
}
