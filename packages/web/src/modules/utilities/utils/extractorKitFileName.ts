import type { ExtractorKit } from './extractorKits';

/** The name a kit's zip is saved as (the server's Content-Disposition name). */
export const extractorKitFileName = (erp: ExtractorKit['erp']) => `spendlens-extractor-${erp}.zip`;
