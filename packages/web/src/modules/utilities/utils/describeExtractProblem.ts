import type { ExtractProblem } from '@spendlens/domain';

/** One problem of a refused extract as the CLI prints it: `file:line field: message`. */
export function describeExtractProblem(problem: ExtractProblem): string {
  const line = problem.line === null ? '' : `:${problem.line}`;
  const field = problem.field === null || problem.field === '' ? '' : ` ${problem.field}`;
  return `${problem.file}${line}${field}: ${problem.message}`;
}
