import { withoutFirstProblem, type ExtractLogEntry } from '@spendlens/domain';
import { describeExtractProblem } from '../utils/describeExtractProblem';

/**
 * The reason column of an extraction-log row: the stage's sentence, a refused extract's problems one
 * per line (the sentence then without its 'First: …', which the list repeats), and an internal
 * error's reference (an administrator prints its cause with `npm run cli -- admin error <reference>`).
 */
export function ExtractLogReason({
  entry,
}: {
  entry: Pick<ExtractLogEntry, 'detail' | 'problems' | 'reference'>;
}) {
  const problems = entry.problems ?? [];
  return (
    <div data-testid="extraction-reason">
      {entry.detail ? (
        <div>{problems.length > 0 ? withoutFirstProblem(entry.detail) : entry.detail}</div>
      ) : null}
      {problems.length > 0 ? (
        <ul className="mb-0 small" data-testid="extraction-problems">
          {problems.map((problem, i) => (
            <li key={i}>{describeExtractProblem(problem)}</li>
          ))}
        </ul>
      ) : null}
      {entry.reference ? (
        <div className="small" data-testid="extraction-reference">
          Reference for your administrator: <code>{entry.reference}</code>
        </div>
      ) : null}
    </div>
  );
}
