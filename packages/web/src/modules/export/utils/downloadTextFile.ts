import { downloadBlob } from './downloadBlob';

/** Saves text as a file through the browser's download. */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}
