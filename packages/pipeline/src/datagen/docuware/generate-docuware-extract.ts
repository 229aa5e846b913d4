import { renderSapScenario, type SapScenarioOptions } from '../render-sap-scenario';
import type { DocuwareDatagenAnswers } from './docuware-answers';
import { renderDocuwareExtract } from './render-docuware-extract';

export type GenerateDocuwareExtractOptions = SapScenarioOptions;

export type { DocuwareDatagenAnswers };

export interface GeneratedDocuwareExtract {
  dir: string;
  answers: DocuwareDatagenAnswers;
}

/**
 * Writes a deterministic synthetic DocuWare extract (docuware-extract/1) that is the SAP datagen's
 * scenario for the same options: generates the SAP extract into a temporary folder, renders its
 * invoice documents as a file cabinet's documents with workflow history and vendor list
 * (renderDocuwareExtract) into `outDir`, and removes the SAP folder. The same options give
 * byte-identical files.
 */
export async function generateDocuwareExtract(
  options: GenerateDocuwareExtractOptions,
): Promise<GeneratedDocuwareExtract> {
  const { outDir, systemName } = options;
  const answers = await renderSapScenario(options, (sapDir, sapAnswers) =>
    renderDocuwareExtract({ sapDir, sapAnswers, outDir, systemName }),
  );
  return { dir: outDir, answers };
}
