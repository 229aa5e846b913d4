import type { StatementFileExt, VendorStatement } from '@spendlens/domain';
import type { Transaction } from 'kysely';
import type { AppStore } from '../../app-store/open-app-store';
import type { AppDatabase } from '../../app-store/schema';

/** A statement as stored, with its client (the calls answer VendorStatement). */
export interface StoredStatement extends VendorStatement {
  client_id: number;
}

/** The fields a new statement row is given. */
export interface NewStatement {
  filename: string;
  client_id: number;
  system_id: number;
  vendor_id: string;
  vendor_name: string | null;
  file_ext: StatementFileExt;
  size_bytes: number;
  created_date: Date;
  statement_date: string;
  status: string;
  is_clean: boolean;
  has_grni: boolean;
  has_credits: boolean;
  received_from_name: string;
  received_from_email: string;
  business_unit: string;
  comments: string;
  uploaded_by: number;
}

/** The latest statement of a vendor and how many it has, with its request date (include_supplier_statements). */
export interface VendorStatementFacts {
  statement_request_date: string | null;
  statement_count: number;
  latest: Pick<
    VendorStatement,
    'statement_date' | 'status' | 'is_clean' | 'has_grni' | 'has_credits' | 'filename' | 'created_date'
  > | null;
}

type Db = AppStore | Transaction<AppDatabase>;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The statement rows joined with their vendor's request and the users' ids. */
function statementsQuery(db: Db) {
  return db
    .selectFrom('vendor_statements as s')
    .leftJoin('statement_requests as r', (join) =>
      join.onRef('r.system_id', '=', 's.system_id').onRef('r.vendor_id', '=', 's.vendor_id'),
    )
    .leftJoin('users as up', 'up.id', 's.uploaded_by')
    .leftJoin('users as ed', 'ed.id', 's.updated_by')
    .selectAll('s')
    .select(['r.statement_request_date', 'up.uid as uploaded_by_uid', 'ed.uid as updated_by_uid']);
}

type StatementQueryRow = Awaited<ReturnType<ReturnType<typeof statementsQuery>['executeTakeFirstOrThrow']>>;

function toStatement(row: StatementQueryRow): StoredStatement {
  return {
    filename: row.filename,
    file_ext: row.file_ext as StatementFileExt,
    created_date: iso(row.created_date)!,
    statement_date: row.statement_date,
    status: row.status,
    is_clean: row.is_clean,
    has_grni: row.has_grni,
    has_credits: row.has_credits,
    received_from_name: row.received_from_name,
    received_from_email: row.received_from_email,
    business_unit: row.business_unit,
    comments: row.comments,
    statement_request_date: iso(row.statement_request_date),
    vendor_id: row.vendor_id,
    system_id: row.system_id,
    vendor_name: row.vendor_name,
    size_bytes: Number(row.size_bytes),
    uploaded_by: row.uploaded_by_uid,
    updated_date: iso(row.updated_date),
    updated_by: row.updated_by_uid,
    client_id: row.client_id,
  };
}

/** The app-store side of vendor statements and statement requests; every read names its client and systems. */
export function createStatementStore(store: AppStore) {
  return {
    async insert(db: Db, statement: NewStatement): Promise<void> {
      await db.insertInto('vendor_statements').values(statement).execute();
    },

    async byFilename(filename: string): Promise<StoredStatement | undefined> {
      const row = await statementsQuery(store).where('s.filename', '=', filename).executeTakeFirst();
      return row ? toStatement(row) : undefined;
    },

    /** The statements of a vendor in the client's `systemIds`, newest first (spec 03 §2.3). */
    async ofVendor(
      clientId: number,
      systemIds: readonly number[],
      vendorId: string,
    ): Promise<StoredStatement[]> {
      if (systemIds.length === 0) return [];
      const rows = await statementsQuery(store)
        .where('s.client_id', '=', clientId)
        .where('s.system_id', 'in', [...systemIds])
        .where('s.vendor_id', '=', vendorId)
        .orderBy('s.created_date', 'desc')
        .orderBy('s.id', 'desc')
        .execute();
      return rows.map(toStatement);
    },

    async update(
      filename: string,
      changes: Partial<
        Pick<
          NewStatement,
          | 'received_from_name'
          | 'received_from_email'
          | 'business_unit'
          | 'comments'
          | 'status'
          | 'statement_date'
          | 'is_clean'
          | 'has_grni'
          | 'has_credits'
        >
      >,
      userId: number,
      now: Date,
    ): Promise<void> {
      await store
        .updateTable('vendor_statements')
        .set({ ...changes, updated_date: now, updated_by: userId })
        .where('filename', '=', filename)
        .execute();
    },

    async remove(filename: string): Promise<boolean> {
      const result = await store
        .deleteFrom('vendor_statements')
        .where('filename', '=', filename)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The request dates of the vendors of a system that have one. */
    async requestDates(systemId: number, vendorIds: readonly string[]): Promise<Map<string, string>> {
      if (vendorIds.length === 0) return new Map();
      const rows = await store
        .selectFrom('statement_requests')
        .select(['vendor_id', 'statement_request_date'])
        .where('system_id', '=', systemId)
        .where('vendor_id', 'in', [...vendorIds])
        .execute();
      return new Map(rows.map((r) => [r.vendor_id, iso(r.statement_request_date)!]));
    },

    /** Marks the vendors as requested at `now` (a new request of a requested vendor moves its date). */
    async upsertRequests(
      db: Db,
      clientId: number,
      systemId: number,
      vendorIds: readonly string[],
      userId: number,
      now: Date,
    ): Promise<void> {
      // 1,000 rows (5,000 bound values) per statement
      for (let from = 0; from < vendorIds.length; from += 1000) {
        await db
          .insertInto('statement_requests')
          .values(
            vendorIds.slice(from, from + 1000).map((vendor_id) => ({
              client_id: clientId,
              system_id: systemId,
              vendor_id,
              statement_request_date: now,
              requested_by: userId,
            })),
          )
          .onConflict((oc) =>
            oc.columns(['system_id', 'vendor_id']).doUpdateSet({
              statement_request_date: now,
              requested_by: userId,
            }),
          )
          .execute();
      }
    },

    async deleteRequests(db: Db, systemId: number, vendorIds: readonly string[]): Promise<number> {
      if (vendorIds.length === 0) return 0;
      const result = await db
        .deleteFrom('statement_requests')
        .where('system_id', '=', systemId)
        .where('vendor_id', 'in', [...vendorIds])
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Per vendor of the system: its request date, its number of statements and its latest statement. */
    async factsFor(
      systemId: number,
      vendorIds: readonly string[],
    ): Promise<Map<string, VendorStatementFacts>> {
      const facts = new Map<string, VendorStatementFacts>();
      if (vendorIds.length === 0) return facts;
      const ids = [...vendorIds];
      const [requests, counts, latest] = await Promise.all([
        this.requestDates(systemId, ids),
        store
          .selectFrom('vendor_statements')
          .select((eb) => ['vendor_id', eb.fn.countAll().as('n')])
          .where('system_id', '=', systemId)
          .where('vendor_id', 'in', ids)
          .groupBy('vendor_id')
          .execute(),
        // the latest statement: the newest statement date, then the newest upload
        store
          .selectFrom('vendor_statements')
          .distinctOn('vendor_id')
          .select([
            'vendor_id',
            'statement_date',
            'status',
            'is_clean',
            'has_grni',
            'has_credits',
            'filename',
            'created_date',
          ])
          .where('system_id', '=', systemId)
          .where('vendor_id', 'in', ids)
          .orderBy('vendor_id')
          .orderBy('statement_date', 'desc')
          .orderBy('created_date', 'desc')
          .orderBy('id', 'desc')
          .execute(),
      ]);
      const countOf = new Map(counts.map((c) => [c.vendor_id, Number(c.n)]));
      const latestOf = new Map(latest.map((l) => [l.vendor_id, l]));
      for (const vendorId of ids) {
        const l = latestOf.get(vendorId);
        facts.set(vendorId, {
          statement_request_date: requests.get(vendorId) ?? null,
          statement_count: countOf.get(vendorId) ?? 0,
          latest: l
            ? {
                statement_date: l.statement_date,
                status: l.status,
                is_clean: l.is_clean,
                has_grni: l.has_grni,
                has_credits: l.has_credits,
                filename: l.filename,
                created_date: iso(l.created_date)!,
              }
            : null,
        });
      }
      return facts;
    },
  };
}

export type StatementStore = ReturnType<typeof createStatementStore>;
