import { realpathSync } from 'node:fs';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DomainError } from '@spendlens/domain';
import {
  generateDocuwareExtract,
  generateJdeExtract,
  generateNetsuiteExtract,
  generateOracleExtract,
  generateSapExtract,
  IngestInternalError,
} from '@spendlens/pipeline';
import { DuckDbExecutor, ensureWarehouseSchema } from '@spendlens/warehouse';
import { openAppStore } from './app-store/open-app-store';
import { loadConfig, type Config } from './config';
import { handOver, serverAccepts } from './handoff/handoff-client';
import { findSystemByName } from './services/find-system-by-name';
import { readHandoffFile } from './handoff/handoff-file';
import { createIngestService } from './services/ingest-service';
import { createInternalErrorLog, errorChain } from './services/internal-error-log';
import { runAdmin } from './admin/admin-cli';
import { runCheckExtract } from './check-extract-cli';

const usage = `Usage: npm run cli -- <command> [options]

Commands:
  datagen --erp <sap|hana|ora12|ora11i|jde|netsuite|docuware> --invoices <n> --seed <s> --out <dir>
                                                             write a seeded extract of that system type (and
                                                             answers.json); Oracle, JDE, NetSuite and DocuWare
                                                             render SAP's scenario
  check-extract <folder|zip> [--type <system type>] [--system <name> [--renamed-from <name>]]
                                                             run every check of an ingest on an extract without
                                                             loading it anywhere: its files and records, or its
                                                             problems (exit 0 valid, 1 not, 2 usage error);
                                                             --system: the manifest must name that system
  ingest <folder|zip> --system <name> [--client <name>]      ingest an extract into a system and publish it
                                                             (--client when several clients have a system of that name)
                                                             (through the running server when one holds DATA_DIR)
  admin <command> [options]                                  clients, systems, users, grants and account states
                                                             (npm run cli -- admin help lists the commands)
`;

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const elapsed = (started: number) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** Where the CLI reads and writes: standard input, output and error in `npm run cli`. */
export interface CliIo {
  print(line: string): void;
  printError(line: string): void;
  readStdin(): Promise<string>;
}

/** The environment the CLI reads its settings from (undefined: the process's, as in `npm run cli`). */
type Env = Record<string, string | undefined> | undefined;

async function datagen(args: string[], io: CliIo): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      erp: { type: 'string', default: 'sap' },
      invoices: { type: 'string' },
      seed: { type: 'string', default: '1' },
      out: { type: 'string' },
      system: { type: 'string', default: 'SAP-GEN' },
    },
  });
  const invoiceLines = Number(values.invoices);
  if (!Number.isInteger(invoiceLines) || invoiceLines < 1)
    throw new Error('--invoices must be a whole number above 0');
  if (!values.out) throw new Error('--out <dir> is required');
  const started = Date.now();
  const common = {
    outDir: path.resolve(values.out),
    seed: Number(values.seed),
    invoiceLines,
    systemName: values.system,
  };
  let dir: string;
  if (values.erp === 'sap' || values.erp === 'hana')
    ({ dir } = await generateSapExtract({ ...common, erp: values.erp }));
  else if (values.erp === 'ora12' || values.erp === 'ora11i')
    ({ dir } = await generateOracleExtract({ ...common, release: values.erp === 'ora12' ? '12' : '11i' }));
  else if (values.erp === 'jde') ({ dir } = await generateJdeExtract(common));
  else if (values.erp === 'netsuite') ({ dir } = await generateNetsuiteExtract(common));
  else if (values.erp === 'docuware') ({ dir } = await generateDocuwareExtract(common));
  else throw new Error('--erp must be sap, hana, ora12, ora11i, jde, netsuite or docuware');
  io.print(`Wrote ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function ingest(args: string[], io: CliIo, env: Env): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { system: { type: 'string' }, client: { type: 'string' } },
  });
  const source = positionals[0];
  if (!source || !values.system)
    throw new DomainError('bad_request', 'ingest needs <folder|zip> and --system <name>');
  const config = loadConfig(env);
  try {
    await ingestInto(config, path.resolve(source), values.system, values.client, io);
    return 0;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // one sentence with a reference on the console; the whole error in the log file under it
    const failure = IngestInternalError.of(error);
    const logFile = await logInternalError(config.dataDir, failure);
    io.printError(failure.message);
    io.printError(`The details are logged in ${logFile} under that reference.`);
    return 1;
  }
}

/**
 * Ingests through the running server when one holds DATA_DIR, else in this process. A problem of the
 * extract is a DomainError; any other failure an IngestInternalError (one sentence, a reference).
 */
async function ingestInto(
  config: Config,
  source: string,
  systemName: string,
  clientName: string | undefined,
  io: CliIo,
): Promise<void> {
  const started = Date.now();
  const log = (message: string) => io.print(`[${elapsed(started)}] ${message}`);
  const handoff = await readHandoffFile(config.dataDir);
  if (handoff && (await serverAccepts(handoff))) {
    const result = await handOver({ handoff, source, systemName, clientName, log }).catch(
      (error: unknown) => {
        // the server answers a failed ingest with its sentence (a DomainError here); a failure of the
        // hand-over itself (the connection dropped …) cannot say what the server did with the extract
        if (error instanceof DomainError) throw error;
        throw new IngestInternalError(
          error,
          (reference) =>
            `The hand-over to the server failed with an internal error (reference ${reference}); the system's extraction log shows whether the extract was published.`,
        );
      },
    );
    io.print(
      `Published ${systemName} through the server in ${elapsed(started)}: ${JSON.stringify(result.counts)}`,
    );
    return;
  }
  const store = await openAppStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  let warehouse: DuckDbExecutor;
  try {
    warehouse = await DuckDbExecutor.open(path.join(config.dataDir, 'analytics.duckdb'), {
      memoryLimit: config.duckdbMemoryLimit,
      ...(config.duckdbThreads ? { threads: config.duckdbThreads } : {}),
      tempDirectory: path.join(config.dataDir, 'duckdb-tmp'),
    });
  } catch {
    await store.destroy();
    throw new DomainError(
      'conflict',
      `Cannot open ${config.dataDir}/analytics.duckdb: is a server running on this DATA_DIR? Stop it and try again.`,
    );
  }
  try {
    await ensureWarehouseSchema(warehouse);
    const systemId = await findSystemByName(store, systemName, clientName);
    const clock = () => new Date();
    // an internal failure is kept in the app store too, for `admin error <reference>`
    const internalErrors = createInternalErrorLog({ store, clock });
    const service = createIngestService({
      store,
      warehouse,
      clock,
      internalErrors,
      limits: config.extractLimits,
    });
    const result = await service.ingest(systemId, source, {
      onStatus: (status, detail) => log(`${status}${detail ? ` (${detail})` : ''}`),
    });
    io.print(`Published ${systemName} in ${elapsed(started)}: ${JSON.stringify(result.counts)}`);
  } finally {
    await warehouse.close();
    await store.destroy();
  }
}

/**
 * Appends an internal failure of the CLI, whole (message, stack and causes), to DATA_DIR/logs/cli.log
 * as one JSON line under its reference; answers the file's path.
 */
async function logInternalError(dataDir: string, failure: IngestInternalError): Promise<string> {
  const dir = path.join(dataDir, 'logs');
  const file = path.join(dir, 'cli.log');
  const chain = errorChain(failure.cause);
  await mkdir(dir, { recursive: true });
  const entry = {
    time: new Date().toISOString(),
    level: 'error',
    correlationId: failure.correlationId,
    errors: chain,
  };
  await appendFile(file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
  return file;
}

/**
 * `npm run cli -- <argv>` in this process: reads its settings from `env`, writes through `io` and
 * answers the exit code (0 done, 1 failed, 2 a usage error of check-extract or an unknown command).
 */
export async function runCli(argv: string[], io: CliIo, env?: Env): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'datagen') await datagen(rest, io);
    else if (command === 'ingest') return await ingest(rest, io, env);
    else if (command === 'check-extract')
      return await runCheckExtract(rest, io, loadConfig(env).extractLimits);
    else if (command === 'admin') await runAdmin(rest, loadConfig(env), io);
    else {
      io.print(usage);
      return command ? 2 : 0;
    }
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      io.printError(`${error.message}`);
      const problems =
        (
          error.details as
            | { problems?: { file: string; line: number | null; field: string | null; message: string }[] }
            | undefined
        )?.problems ?? [];
      for (const p of problems)
        io.printError(
          `  ${p.file}${p.line ? `:${p.line}` : ''}${p.field ? ` ${p.field}` : ''}: ${p.message}`,
        );
    } else {
      io.printError(error instanceof Error ? error.message : String(error));
    }
    return 1;
  }
}

/** Whether this module is the process's entry (`npm run cli`), not imported (the tests). */
function isMain(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain())
  process.exitCode = await runCli(process.argv.slice(2), {
    print: (line) => console.log(line),
    printError: (line) => console.error(line),
    readStdin,
  });
