import { randomUUID } from 'node:crypto';
import type { Readable, Transform } from 'node:stream';
import {
  DomainError,
  defaultStatementStatus,
  messages,
  type Row,
  type StatementEdit,
  type StatementUpload,
  type VendorRequestItem,
  type VendorStatement,
} from '@spendlens/domain';
import type { Executor } from '@spendlens/warehouse';
import type { AppStore } from '../../app-store/open-app-store';
import type { SessionUser } from '../session-service';
import type { DataGrant, TenancyService } from '../tenancy-service';
import { grantedVendors } from './granted-vendors';
import { parseCsv } from './parse-csv';
import type { StatementFiles } from './statement-files';
import { createStatementStore, type StoredStatement } from './statement-store';
import { supplierStatementRows } from './supplier-statement-rows';

/** One line of a validated request list (POST statement/vendor_request?validate=true). */
export interface ValidatedRequest {
  vendor_id: string;
  /** The system's id when the line names one of the user's systems (by id or name), else the text given. */
  system_id: number | string;
  system_name: string | null;
  exists: boolean;
}

/** An uploaded file as the route hands it over: the body stream, its declared length, a multipart parser. */
export interface StatementUploadBody {
  stream: Readable;
  declaredBytes: number | undefined;
  unwrap?: Transform;
}

export interface StatementService {
  /** upsert: the vendors are requested now; delete: their requests go, only when every one has one. */
  requestVendors(
    user: SessionUser,
    action: 'upsert' | 'delete',
    items: readonly VendorRequestItem[],
  ): Promise<{ action: 'upsert' | 'delete'; count: number; statement_request_date: string | null }>;
  /** Checks a CSV of vendor_id, system_id: whether each is a vendor of one of the user's systems. */
  validateRequests(user: SessionUser, csv: string): Promise<ValidatedRequest[]>;
  /** The vendor's statements in the user's systems (or one of them), newest first. */
  search(user: SessionUser, vendorId: string, systemId?: number): Promise<VendorStatement[]>;
  upload(user: SessionUser, upload: StatementUpload, body: StatementUploadBody): Promise<VendorStatement>;
  edit(user: SessionUser, filename: string, edit: StatementEdit): Promise<VendorStatement>;
  /** A statement the user may see, with the path of its file. */
  open(user: SessionUser, filename: string): Promise<{ statement: VendorStatement; path: string }>;
  remove(user: SessionUser, filename: string): Promise<void>;
  /** include_supplier_statements: the rows with their vendor's statement columns (rows without vendor_id as they are). */
  withSupplierStatements(grant: DataGrant, rows: readonly Row[]): Promise<Row[]>;
}

/** Most lines a request list may have. */
export const maxRequestLines = 10_000;

const notFound = () => new DomainError('not_found', 'Unknown statement');
const limited = (grant: DataGrant) => grant.companyCodes !== null || grant.accountGroups !== null;
const publicStatement = ({ client_id: _client, ...statement }: StoredStatement): VendorStatement => statement;
const listed = (ids: readonly string[]) =>
  ids.length > 20 ? `${ids.slice(0, 20).join(', ')} and ${ids.length - 20} more` : ids.join(', ');

/** Groups request lines by system, each vendor once. */
function bySystem(items: readonly VendorRequestItem[]): Map<number, string[]> {
  const groups = new Map<number, Set<string>>();
  for (const item of items) {
    const set = groups.get(item.system_id) ?? new Set<string>();
    set.add(item.vendor_id);
    groups.set(item.system_id, set);
  }
  return new Map([...groups].map(([system, ids]) => [system, [...ids]]));
}

/**
 * Vendor statements and statement requests (spec 03 §2.3, §3–§5, §7). Every call is scoped like the
 * data calls: a statement or request belongs to a client and a system, and a user reaches it only on
 * the current client, in a system of their grant and — when the grant limits company codes or
 * account groups — for a vendor they may see (the vendor profile's rule). Anything else is not found.
 */
export function createStatementService(deps: {
  store: AppStore;
  warehouse: Executor;
  tenancy: TenancyService;
  files: StatementFiles;
  clock: () => Date;
}): StatementService {
  const { store, warehouse, tenancy, files, clock } = deps;
  const statements = createStatementStore(store);

  /** The statement `filename` if the user may reach it; not_found otherwise, whatever the reason. */
  async function reachable(user: SessionUser, filename: string): Promise<StoredStatement> {
    const statement = await statements.byFilename(filename);
    if (!statement || statement.client_id !== user.clientId) throw notFound();
    const grant = await tenancy.grantFor(user, statement.system_id).catch(() => {
      throw notFound();
    });
    if (
      limited(grant) &&
      !(await grantedVendors(warehouse, grant, [statement.vendor_id])).has(statement.vendor_id)
    )
      throw notFound();
    return statement;
  }

  /** The grant of each system of the lines, and the vendors of the lines the user may not see. */
  async function checkVendors(user: SessionUser, groups: Map<number, string[]>, mustExist: boolean) {
    const grants = new Map<number, DataGrant>();
    const unknown: string[] = [];
    for (const [systemId, vendorIds] of groups) {
      const grant = await tenancy.grantFor(user, systemId);
      grants.set(systemId, grant);
      if (!mustExist && !limited(grant)) continue;
      const found = await grantedVendors(warehouse, grant, vendorIds);
      for (const id of vendorIds) if (!found.has(id)) unknown.push(`${id} (system ${grant.system.name})`);
    }
    if (unknown.length > 0)
      throw new DomainError(
        'bad_request',
        `${unknown.length} vendor id(s) could not be found: ${listed(unknown)}. Nothing was changed.`,
      );
    return grants;
  }

  return {
    async requestVendors(user, action, items) {
      const groups = bySystem(items);
      const grants = await checkVendors(user, groups, action === 'upsert');
      const now = clock();
      const count = [...groups.values()].reduce((n, ids) => n + ids.length, 0);
      if (action === 'upsert') {
        await store.transaction().execute(async (tx) => {
          for (const [systemId, vendorIds] of groups)
            await statements.upsertRequests(
              tx,
              grants.get(systemId)!.system.client_id,
              systemId,
              vendorIds,
              user.userId,
              now,
            );
        });
        return { action, count, statement_request_date: now.toISOString() };
      }
      // spec 03 §4: deleting is allowed only when every selected vendor has a request
      const without: string[] = [];
      for (const [systemId, vendorIds] of groups) {
        const dates = await statements.requestDates(systemId, vendorIds);
        for (const id of vendorIds)
          if (!dates.has(id)) without.push(`${id} (system ${grants.get(systemId)!.system.name})`);
      }
      if (without.length > 0)
        throw new DomainError(
          'conflict',
          `Requests can be deleted only when every selected vendor has a statement_request_date; ${without.length} have none: ${listed(without)}. Nothing was deleted.`,
        );
      await store.transaction().execute(async (tx) => {
        for (const [systemId, vendorIds] of groups) await statements.deleteRequests(tx, systemId, vendorIds);
      });
      return { action, count, statement_request_date: null };
    },

    async validateRequests(user, csv) {
      let records: string[][];
      try {
        records = parseCsv(csv);
      } catch (error) {
        throw new DomainError('bad_request', `The CSV does not parse: ${(error as Error).message}`);
      }
      if (records.length === 0)
        throw new DomainError('bad_request', messages.statementFileRequired, { key: 'file' });
      const header = records[0]!.map((h) => h.trim().toLowerCase());
      const vendorAt = header.indexOf('vendor_id');
      const systemAt = header.indexOf('system_id');
      if (vendorAt < 0 || systemAt < 0)
        throw new DomainError(
          'bad_request',
          'The CSV needs a header row with the columns vendor_id and system_id',
        );
      const lines = records.slice(1);
      if (lines.length === 0) throw new DomainError('bad_request', 'The CSV has no vendor lines');
      if (lines.length > maxRequestLines)
        throw new DomainError('bad_request', `The CSV has more than ${maxRequestLines} vendor lines`);
      // a system is named by its id or its name, among the user's systems only
      const systems = await tenancy.listSystems(user);
      const systemOf = (text: string) =>
        systems.find((s) => String(s.id) === text) ??
        systems.find((s) => s.name.toLowerCase() === text.toLowerCase());
      const parsed = lines.map((line) => {
        const vendorId = (line[vendorAt] ?? '').trim();
        const systemText = (line[systemAt] ?? '').trim();
        return { vendorId, systemText, system: systemText ? systemOf(systemText) : undefined };
      });
      const found = new Map<number, Map<string, string | null>>();
      for (const system of new Set(parsed.flatMap((p) => (p.system ? [p.system.id] : [])))) {
        const grant = await tenancy.grantFor(user, system);
        const ids = parsed.filter((p) => p.system?.id === system && p.vendorId).map((p) => p.vendorId);
        found.set(system, await grantedVendors(warehouse, grant, ids));
      }
      return parsed.map((p) => ({
        vendor_id: p.vendorId,
        system_id: p.system?.id ?? p.systemText,
        system_name: p.system?.name ?? null,
        exists:
          p.system !== undefined && p.vendorId !== '' && (found.get(p.system.id)?.has(p.vendorId) ?? false),
      }));
    },

    async search(user, vendorId, systemId) {
      if (user.clientId === null) return [];
      const systems =
        systemId === undefined ? (await tenancy.listSystems(user)).map((s) => s.id) : [systemId];
      const visible: number[] = [];
      for (const id of systems) {
        const grant = await tenancy.grantFor(user, id);
        if (!limited(grant) || (await grantedVendors(warehouse, grant, [vendorId])).has(vendorId))
          visible.push(id);
      }
      return (await statements.ofVendor(user.clientId, visible, vendorId)).map(publicStatement);
    },

    async upload(user, upload, body) {
      if (upload.awaiting_review === true && upload.status !== defaultStatementStatus)
        throw new DomainError(
          'bad_request',
          `awaiting_review is true but status is "${upload.status}": send one or the other`,
          { key: 'status' },
        );
      const grant = await tenancy.grantFor(user, upload.system_id);
      const vendor = await grantedVendors(warehouse, grant, [upload.vendor_id]);
      if (!vendor.has(upload.vendor_id))
        throw new DomainError(
          'bad_request',
          `${upload.vendor_id} is not a vendor of system ${grant.system.name}`,
          {
            key: 'vendor_id',
          },
        );
      const received = await files.receive(body.stream, body.declaredBytes, upload.file_ext, body.unwrap);
      const filename = `${randomUUID()}.${upload.file_ext}`;
      try {
        // the row and the file together: a row is never without its file
        await store.transaction().execute(async (tx) => {
          await statements.insert(tx, {
            filename,
            client_id: grant.system.client_id,
            system_id: grant.system.id,
            vendor_id: upload.vendor_id,
            vendor_name: vendor.get(upload.vendor_id) ?? upload.vendor_name ?? null,
            file_ext: upload.file_ext,
            size_bytes: received.size,
            created_date: clock(),
            statement_date: upload.statement_date,
            status: upload.status,
            is_clean: upload.is_clean,
            has_grni: upload.has_grni,
            has_credits: upload.has_credits,
            received_from_name: upload.received_from_name,
            received_from_email: upload.received_from_email,
            business_unit: upload.business_unit,
            comments: upload.comments,
            uploaded_by: user.userId,
          });
          await files.keep(received, filename);
        });
      } catch (error) {
        await files.discard(received);
        await files.remove(filename);
        throw error;
      }
      return publicStatement((await statements.byFilename(filename))!);
    },

    async edit(user, filename, edit) {
      await reachable(user, filename);
      const changes = Object.fromEntries(Object.entries(edit).filter(([, v]) => v !== undefined));
      await statements.update(filename, changes, user.userId, clock());
      return publicStatement((await statements.byFilename(filename))!);
    },

    async open(user, filename) {
      const statement = await reachable(user, filename);
      return { statement: publicStatement(statement), path: files.pathOf(filename) };
    },

    async remove(user, filename) {
      await reachable(user, filename);
      // the row first: a file without a row is unreachable, a row without its file would not be
      if (await statements.remove(filename)) await files.remove(filename);
    },

    async withSupplierStatements(grant, rows) {
      return supplierStatementRows(rows, (vendorIds) => statements.factsFor(grant.system.id, vendorIds));
    },
  };
}
