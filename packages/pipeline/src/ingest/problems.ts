import { DomainError } from '@spendlens/domain';

/** One reason an extract is rejected. `line` is 1-based (1 = the header line); null when the problem is the whole file. */
export interface IngestProblem {
  file: string;
  line: number | null;
  field: string | null;
  message: string;
}

/** Problems listed per file at most (the count of all problems is kept). */
export const problemsPerFile = 20;

/** Collects problems, at most `problemsPerFile` per file, and turns them into one DomainError. */
export class ProblemList {
  private readonly byFile = new Map<string, IngestProblem[]>();
  private readonly totals = new Map<string, number>();

  add(problem: IngestProblem): void {
    this.totals.set(problem.file, (this.totals.get(problem.file) ?? 0) + 1);
    const list = this.byFile.get(problem.file) ?? [];
    if (list.length < problemsPerFile) list.push(problem);
    this.byFile.set(problem.file, list);
  }

  /** Records that `count` problems of `file` were found beyond those added (capped queries). */
  addUnlisted(file: string, count: number): void {
    if (count > 0) this.totals.set(file, (this.totals.get(file) ?? 0) + count);
  }

  /** How many more problems `file` can list. */
  room(file: string): number {
    return problemsPerFile - (this.byFile.get(file)?.length ?? 0);
  }

  get size(): number {
    let n = 0;
    for (const count of this.totals.values()) n += count;
    return n;
  }

  /** The listed problems, file by file, each file's in line order. */
  list(): IngestProblem[] {
    return [...this.byFile.keys()]
      .sort()
      .flatMap((file) => [...this.byFile.get(file)!].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)));
  }

  /** Throws `ingest_failed` when there is any problem. */
  throwIfAny(): void {
    if (this.size === 0) return;
    const problems = this.list();
    const files = this.totals.size;
    const firstProblem = problems[0]!;
    const summary =
      `The extract was rejected: ${this.size} problem${this.size === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}. ` +
      `First: ${describeProblem(firstProblem)}`;
    const perFile = Object.fromEntries(this.totals);
    throw new DomainError('ingest_failed', summary, { problems, problemCounts: perFile });
  }
}

export function describeProblem(p: IngestProblem): string {
  const where = [
    p.file,
    p.line === null ? null : `line ${p.line}`,
    p.field === null ? null : `field ${p.field}`,
  ]
    .filter((part) => part !== null)
    .join(', ');
  return `${where}: ${p.message}`;
}
