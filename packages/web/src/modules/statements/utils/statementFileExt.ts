import { statementFileExts, type StatementFileExt } from '@spendlens/domain';

/** The statement type of a file by its name's extension (case-insensitive), or undefined for another type. */
export function statementFileExt(fileName: string): StatementFileExt | undefined {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return statementFileExts.find((known) => known === ext);
}
