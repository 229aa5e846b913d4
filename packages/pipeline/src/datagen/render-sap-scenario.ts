import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatagenAnswers } from './answers';
import type { CrossSystemOptions } from './cross-system';
import { generateSapExtract } from './generate-sap-extract';

/** The options every converter of the SAP scenario (oracle/, jde/) takes. */
export interface SapScenarioOptions {
  /** Folder to write into (created when missing); the extract's files are written directly in it. */
  outDir: string;
  seed: number;
  /** Invoice lines of the SAP scenario rendered (see generateSapExtract). */
  invoiceLines: number;
  systemName: string;
  /** Currency of the answers' common amounts (default EUR). */
  commonCurrency?: string;
  /** The system as a member of a group of ERPs sharing vendors (see generateSapExtract). */
  crossSystem?: CrossSystemOptions;
}

/**
 * Generates the SAP datagen's scenario for `options` (generateSapExtract) into a temporary folder,
 * answers what `render` makes of it (the folder and the SAP answers) and removes the folder.
 */
export async function renderSapScenario<T>(
  options: SapScenarioOptions,
  render: (sapDir: string, sapAnswers: DatagenAnswers) => Promise<T>,
): Promise<T> {
  const { seed, invoiceLines, systemName, commonCurrency, crossSystem } = options;
  const sapDir = await mkdtemp(join(tmpdir(), 'spendlens-scenario-sap-'));
  try {
    const sap = await generateSapExtract({
      outDir: sapDir,
      seed,
      invoiceLines,
      systemName,
      ...(commonCurrency === undefined ? {} : { commonCurrency }),
      ...(crossSystem === undefined ? {} : { crossSystem }),
    });
    return await render(sapDir, sap.answers);
  } finally {
    await rm(sapDir, { recursive: true, force: true });
  }
}
