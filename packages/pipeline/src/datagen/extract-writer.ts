import { join } from 'node:path';
import {
  requiredSapTables,
  sapTableFile,
  sapTables,
  type SapFieldKind,
  type SapTableName,
} from '../sap/sap-tables';
import { csvField, CsvSink, type WrittenTable } from './csv-sink';

/** The client (MANDT) every datagen row carries; the ingest ignores it. */
export const datagenClient = '100';

const emptyByKind: Record<SapFieldKind, string> = {
  text: '',
  date: '00000000',
  time: '000000',
  amount: '0.00',
  quantity: '0.000',
  days: '0',
  percent: '0.000',
  year: '',
  numc: '',
  debitCredit: '',
};

export type SapRecord = Partial<Record<string, string>>;

/**
 * One CsvSink per table written (the required ones and the optional ones asked for), header `MANDT` + the table's fields; `write` takes a record keyed
 * by SAP field name and fills the fields it lacks with their kind's empty value (dates 00000000).
 */
export class ExtractWriter {
  private constructor(private readonly sinks: Map<SapTableName, CsvSink>) {}

  /** Writes the required tables and the optional ones given. */
  static async create(dir: string, optional: readonly SapTableName[] = []): Promise<ExtractWriter> {
    const sinks = new Map<SapTableName, CsvSink>();
    for (const name of [...requiredSapTables, ...optional]) {
      const header = ['MANDT', ...sapTables[name].fields.map((f) => f.name)];
      sinks.set(name, await CsvSink.create(join(dir, sapTableFile(name)), header));
    }
    return new ExtractWriter(sinks);
  }

  write(table: SapTableName, record: SapRecord): void {
    const fields = sapTables[table].fields;
    let line = datagenClient;
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i]!;
      const value = record[field.name];
      // only free text can hold a comma, quote or line break; formatted values never do
      line +=
        ',' +
        (value === undefined ? emptyByKind[field.kind] : field.kind === 'text' ? csvField(value) : value);
    }
    this.sinks.get(table)!.line(line);
  }

  /** Lets full buffers reach the disk; call it every few hundred rows. */
  async flushIfFull(): Promise<void> {
    for (const sink of this.sinks.values()) await sink.flushIfFull();
  }

  async close(): Promise<Partial<Record<SapTableName, WrittenTable>>> {
    const written: Partial<Record<SapTableName, WrittenTable>> = {};
    for (const [name, sink] of this.sinks) written[name] = await sink.close();
    return written;
  }
}
