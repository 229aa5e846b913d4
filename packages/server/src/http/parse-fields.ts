import { DomainError } from '@spendlens/domain';
import type { z } from 'zod';

/**
 * Parses `input` with `schema`; on failure a bad_request whose message is the first problem's own
 * text (the spec's form messages, word for word), `key` its field, and `fields` every problem.
 * `before` are problems found outside the schema that come first (a missing file).
 */
export function parseFields<S extends z.ZodType>(
  schema: S,
  input: unknown,
  before: { key: string; message: string }[] = [],
): z.infer<S> {
  const parsed = schema.safeParse(input);
  const fields = [
    ...before,
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({
          key:
            issue.path.length > 0
              ? issue.path.map(String).join('.')
              : issue.code === 'unrecognized_keys'
                ? issue.keys.join(', ')
                : '',
          message: issue.message,
        }))),
  ];
  const first = fields[0];
  if (first) throw new DomainError('bad_request', first.message, { key: first.key, fields });
  return (parsed as { data: z.infer<S> }).data;
}
