import { describe, expect, it } from 'vitest';
import { withoutFirstProblem } from '../src/extract-log';

describe('withoutFirstProblem', () => {
  it('drops the first problem of a refused extract’s sentence, and leaves other sentences as they are', () => {
    expect(
      withoutFirstProblem(
        'The extract was rejected: 2 problems in 1 file. First: manifest.json, field system: the extract is of "X".',
      ),
    ).toBe('The extract was rejected: 2 problems in 1 file.');
    expect(withoutFirstProblem('The ingest failed with an internal error (reference r-1).')).toBe(
      'The ingest failed with an internal error (reference r-1).',
    );
  });
});
