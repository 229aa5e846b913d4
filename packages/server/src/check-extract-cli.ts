import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  checkableSystemTypes,
  checkExtract,
  type CheckExtractResult,
  type ExtractLimits,
} from '@spendlens/pipeline';

export const checkExtractUsage = `Usage: npm run cli -- check-extract <folder|zip> [--type <system type>]
       [--system <name> [--renamed-from <former name>]…]

Runs every check of an ingest on an extract without loading it anywhere; the format is found from its
manifest.json. --type <${[...new Set(checkableSystemTypes)].join('|')}> also checks that a system of
that type takes the extract; --system that the manifest names that system (or, for a renamed system,
one of its --renamed-from names). Exit code 0 when the extract is valid, 1 when it is not, 2 for a
usage error.`;

export interface CheckExtractIo {
  print(line: string): void;
  printError(line: string): void;
  /** Milliseconds, for the run time printed (default Date.now). */
  now?: () => number;
}

const thousands = (n: number) => n.toLocaleString('en-US');

/** The lines check-extract prints for a result: to standard output when valid, to standard error when not. */
export function describeCheckResult(result: CheckExtractResult, seconds: string): string[] {
  if (!result.valid) {
    const lines = [result.summary];
    const listed = new Map<string, number>();
    for (const p of result.problems) {
      lines.push(
        `  ${p.file}${p.line === null ? '' : `:${p.line}`}${p.field === null ? '' : ` ${p.field}`}: ${p.message}`,
      );
      listed.set(p.file, (listed.get(p.file) ?? 0) + 1);
    }
    for (const [file, count] of Object.entries(result.problemCounts)) {
      const more = count - (listed.get(file) ?? 0);
      if (more > 0)
        lines.push(`  ${file}: ${thousands(more)} more problem${more === 1 ? '' : 's'} not listed`);
    }
    return lines;
  }
  const n = (key: string) => thousands(result.counts[key] ?? 0);
  const width = Math.max(...result.files.map((f) => f.file.length));
  const recordsWidth = Math.max(...result.files.map((f) => thousands(f.records).length));
  return [
    `The extract passes every check (${seconds}): ${n('canon.invoices')} invoices ` +
      `(${result.minDate ?? '—'} to ${result.maxDate ?? '—'}), ${n('canon.invoice_lines')} invoice lines, ` +
      `${n('canon.vendors')} vendors, ${n('canon.payments')} payments, ` +
      `${n('canon.purchase_orders')} purchase orders, ${n('canon.goods_receipts')} goods movements.`,
    `${result.format} extract of the ${result.erp} system ${JSON.stringify(result.system)}: ${result.files.length} files`,
    ...result.files.map(
      (f) => `  ${f.file.padEnd(width)}  ${thousands(f.records).padStart(recordsWidth)} records`,
    ),
  ];
}

interface CheckArguments {
  source: string;
  systemType?: string;
  systemName?: string;
  formerNames?: string[];
}

/** Usage problems of the arguments, or the source, system type and system name to check. */
function readArguments(args: string[]): CheckArguments | { usage: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        type: { type: 'string' },
        system: { type: 'string' },
        'renamed-from': { type: 'string', multiple: true },
      },
    });
  } catch (error) {
    return { usage: error instanceof Error ? error.message : String(error) };
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1)
    return {
      usage:
        positionals.length === 0
          ? 'check-extract needs <folder|zip>'
          : 'check-extract takes one <folder|zip>',
    };
  const systemType = values.type;
  if (systemType !== undefined && !checkableSystemTypes.includes(systemType))
    return {
      usage: `--type must be one of ${[...new Set(checkableSystemTypes)].join(', ')}, found ${JSON.stringify(systemType)}`,
    };
  const systemName = values.system;
  const formerNames = values['renamed-from'];
  if (systemName !== undefined && !systemName.trim()) return { usage: '--system needs a system name' };
  if (formerNames && systemName === undefined) return { usage: '--renamed-from goes with --system <name>' };
  return {
    source: positionals[0]!,
    ...(systemType === undefined ? {} : { systemType }),
    ...(systemName === undefined ? {} : { systemName }),
    ...(formerNames === undefined ? {} : { formerNames }),
  };
}

/**
 * check-extract <folder|zip> [--type t] [--system s [--renamed-from f]…]: prints the result and
 * answers the exit code (0 valid, 1 not, 2 usage). `limits`: what the extract may unpack to and hold,
 * as the server's ingest (the configuration's).
 */
export async function runCheckExtract(
  args: string[],
  io: CheckExtractIo,
  limits?: ExtractLimits,
): Promise<number> {
  const now = io.now ?? Date.now;
  const read = readArguments(args);
  if ('usage' in read) {
    io.printError(read.usage);
    io.printError(checkExtractUsage);
    return 2;
  }
  const source = path.resolve(read.source);
  if (!(await stat(source).catch(() => null))) {
    io.printError(`${read.source} does not exist`);
    return 2;
  }
  const started = now();
  const result = await checkExtract({ ...read, source, limits });
  const lines = describeCheckResult(result, `${((now() - started) / 1000).toFixed(1)} s`);
  for (const line of lines) (result.valid ? io.print : io.printError)(line);
  return result.valid ? 0 : 1;
}
