import { randomBytes } from 'node:crypto';
import { stagingSchema, type Executor } from '@spendlens/warehouse';
import { q } from '../sap/sap-sql';

/**
 * The work tables of one ingest, in the staging schema (`stagingSchema`: in memory, visible to the
 * publish transaction's own connection), named `<run>_<name>` with a run id unique to this ingest.
 * `drop` removes them all.
 */
export class StagingArea {
  readonly run: string;
  private readonly created = new Set<string>();

  constructor(
    private readonly warehouse: Executor,
    systemId: number,
  ) {
    this.run = `s${systemId}_${randomBytes(4).toString('hex')}`;
  }

  /** The qualified, quoted name of work table `name` (lower-case letters, digits, '_'). */
  table(name: string): string {
    if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad staging table name ${name}`);
    this.created.add(name);
    return `${stagingSchema}.${q(`${this.run}_${name}`)}`;
  }

  /** Drops every work table of this ingest, or those whose name `which` accepts. */
  async drop(which: (name: string) => boolean = () => true): Promise<void> {
    for (const name of [...this.created].filter(which)) {
      await this.warehouse
        .run(`DROP TABLE IF EXISTS ${stagingSchema}.${q(`${this.run}_${name}`)}`)
        .catch(() => undefined);
      this.created.delete(name);
    }
  }
}
