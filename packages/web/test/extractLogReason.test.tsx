import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExtractLogReason } from '../src/modules/utilities/components/ExtractLogReason';
import { describeExtractProblem } from '../src/modules/utilities/utils/describeExtractProblem';

/** Issue 34 item 5: the Extraction Status page shows each failure's reason. */
describe('the reason of an extraction-log row', () => {
  it('describes a problem as the CLI prints it: file:line field: message', () => {
    expect(describeExtractProblem({ file: 'BKPF.csv', line: 3, field: 'BLDAT', message: 'not a date' })).toBe(
      'BKPF.csv:3 BLDAT: not a date',
    );
    expect(
      describeExtractProblem({ file: 'LFA1.csv', line: null, field: null, message: 'the file is missing' }),
    ).toBe('LFA1.csv: the file is missing');
  });

  it('shows a refused extract’s sentence and each of its problems', () => {
    const html = renderToStaticMarkup(
      <ExtractLogReason
        entry={{
          detail: 'The extract was rejected: 2 problems in 1 file. First: manifest.json, field system: …',
          problems: [
            {
              file: 'manifest.json',
              line: null,
              field: 'system',
              message: 'the extract is of the system "X", not of "Y"',
            },
            { file: 'BKPF.csv', line: 4, field: 'BUDAT', message: "not a date: '2024-01-31'" },
          ],
          reference: null,
        }}
      />,
    );
    // the sentence without its first problem, which the list shows
    expect(html).toContain('<div>The extract was rejected: 2 problems in 1 file.</div>');
    expect(html).not.toContain('First:');
    expect(html).toContain(
      '<li>manifest.json system: the extract is of the system &quot;X&quot;, not of &quot;Y&quot;</li>',
    );
    expect(html).toContain('<li>BKPF.csv:4 BUDAT: not a date: &#x27;2024-01-31&#x27;</li>');
    expect(html).not.toContain('extraction-reference');
  });

  it('shows an internal error’s reference for the administrator', () => {
    const html = renderToStaticMarkup(
      <ExtractLogReason
        entry={{
          detail: 'The ingest failed with an internal error (reference r-1); …',
          problems: null,
          reference: 'r-1',
        }}
      />,
    );
    expect(html).toContain('<code>r-1</code>');
    expect(html).not.toContain('extraction-problems');
  });

  it('shows nothing for a stage without a reason', () => {
    expect(
      renderToStaticMarkup(<ExtractLogReason entry={{ detail: null, problems: null, reference: null }} />),
    ).toBe('<div data-testid="extraction-reason"></div>');
  });
});
