import { useMutation } from '@tanstack/react-query';
import { apiFileRequest } from '../../../api/apiClient';
import { downloadBlob } from '../../export/utils/downloadBlob';
import { extractorKitFileName } from '../utils/extractorKitFileName';
import type { ExtractorKit } from '../utils/extractorKits';

async function downloadExtractorKit(erp: ExtractorKit['erp']): Promise<void> {
  try {
    const zip = await apiFileRequest(`download/${erp}`);
    downloadBlob(extractorKitFileName(erp), zip);
  } catch (error) {
    // spec 03 §7: a 401 signs out (apiClient); other errors are logged (the page shows a short line)
    console.error(`Downloading the ${erp} extractor failed`, error);
    throw error;
  }
}

/** GET download/{erp} (spec 03 §7): fetches a kit's zip with the session and saves it. */
export function useDownloadExtractorKit() {
  return useMutation({ mutationFn: downloadExtractorKit });
}
