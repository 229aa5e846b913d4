import path from 'node:path';
import type { Role } from '@spendlens/domain';
import {
  generateDocuwareExtract,
  generateJdeExtract,
  generateNetsuiteExtract,
  generateOracleExtract,
  generateSapExtract,
} from '@spendlens/pipeline';
import type { AppStore } from '../app-store/open-app-store';
import { hashPassword } from '../auth/passwords';
import type { IngestService } from './ingest-service';

/** Demo-only credentials, printed at start and documented in the README. */
export const demoPassword = 'Spendlens#2026';
export const demoUsers: readonly { uid: string; fname: string; lname: string; roles: Role[] }[] = [
  { uid: 'demo@spendlens.test', fname: 'Dana', lname: 'Demo', roles: ['view'] },
  { uid: 'upload@spendlens.test', fname: 'Uma', lname: 'Upload', roles: ['upload'] },
  { uid: 'admin@spendlens.test', fname: 'Adam', lname: 'Admin', roles: ['data_browser'] },
];
export const demoClientName = 'Demo Group';
export const demoSystemName = 'SAP-DEMO';
/** The demo client's Oracle E-Business Suite R12 system (when DEMO_ORACLE_INVOICE_LINES > 0). */
export const demoOracleSystemName = 'ORA-DEMO';
/** The demo client's JD Edwards EnterpriseOne system (when DEMO_JDE_INVOICE_LINES > 0). */
export const demoJdeSystemName = 'JDE-DEMO';
/** The demo client's NetSuite system (when DEMO_NETSUITE_INVOICE_LINES > 0). */
export const demoNetsuiteSystemName = 'NS-DEMO';
/** The demo client's DocuWare system (when DEMO_DOCUWARE_INVOICE_LINES > 0). */
export const demoDocuwareSystemName = 'DW-DEMO';
/** The demo client's multi-system over its other systems (the cross-system pages). */
export const demoMultiSystemName = 'ALL-DEMO';

type Generate = (options: {
  outDir: string;
  seed: number;
  invoiceLines: number;
  systemName: string;
  crossSystem: { groupSeed: number; member: number };
}) => Promise<{ dir: string }>;

/** Invoice lines of the demo systems of other ERPs (0: none of that ERP). */
interface DemoSizes {
  oracleInvoiceLines: number;
  jdeInvoiceLines: number;
  netsuiteInvoiceLines: number;
  docuwareInvoiceLines: number;
}

/**
 * The demo client's systems of other ERPs: each the SAP datagen's scenario of its own seed
 * (DEMO_SEED + seedOffset) rendered as that ERP's extract, of the size its setting gives.
 */
const otherDemoSystems: readonly {
  name: string;
  type: string;
  label: string;
  seedOffset: number;
  lines: (deps: DemoSizes) => number;
  generate: Generate;
}[] = [
  {
    name: demoOracleSystemName,
    type: 'ora12',
    label: 'Oracle R12',
    seedOffset: 1,
    lines: (deps) => deps.oracleInvoiceLines,
    generate: (options) => generateOracleExtract({ ...options, release: '12' }),
  },
  {
    name: demoJdeSystemName,
    type: 'jde',
    label: 'JD Edwards',
    seedOffset: 2,
    lines: (deps) => deps.jdeInvoiceLines,
    generate: generateJdeExtract,
  },
  {
    name: demoNetsuiteSystemName,
    type: 'netsuite',
    label: 'NetSuite',
    seedOffset: 3,
    lines: (deps) => deps.netsuiteInvoiceLines,
    generate: generateNetsuiteExtract,
  },
  {
    name: demoDocuwareSystemName,
    type: 'docuware',
    label: 'DocuWare',
    seedOffset: 4,
    lines: (deps) => deps.docuwareInvoiceLines,
    generate: generateDocuwareExtract,
  },
];

/** The demo client's system of that name, created when missing. */
async function demoSystem(
  store: AppStore,
  clientId: number,
  name: string,
  type: string,
  multiSystem = false,
) {
  return (
    (await store
      .selectFrom('systems')
      .selectAll()
      .where('client_id', '=', clientId)
      .where('name', '=', name)
      .executeTakeFirst()) ??
    (await store
      .insertInto('systems')
      .values({
        client_id: clientId,
        name,
        type,
        currency: 'EUR',
        add_ons: JSON.stringify(multiSystem ? [] : ['vim']),
        multi_system: multiSystem,
      })
      .returningAll()
      .executeTakeFirstOrThrow())
  );
}

/**
 * Creates the demo client, systems and users on the first start, and the demo data by generating
 * seeded extracts — SAP's, and Oracle R12, JD Edwards, NetSuite and DocuWare ones of smaller scenarios — and ingesting them through
 * the same pipeline a customer's extract goes through. With systems of several ERPs, the multi-system
 * ALL-DEMO combines them (the cross-system pages). A later start finds them and does nothing.
 */
export async function ensureDemo(deps: {
  store: AppStore;
  ingest: IngestService;
  dataDir: string;
  invoiceLines: number;
  /** Invoice lines of ORA-DEMO's scenario; 0: no Oracle demo system. */
  oracleInvoiceLines: number;
  /** Invoice lines of JDE-DEMO's scenario; 0: no JD Edwards demo system. */
  jdeInvoiceLines: number;
  /** Invoice lines of NS-DEMO's scenario; 0: no NetSuite demo system. */
  netsuiteInvoiceLines: number;
  /** Invoice lines of DW-DEMO's scenario; 0: no DocuWare demo system. */
  docuwareInvoiceLines: number;
  seed: number;
  ttlSeconds: number;
  log: (message: string) => void;
}): Promise<{ systemId: number }> {
  const { store } = deps;
  const client =
    (await store.selectFrom('clients').select('id').where('name', '=', demoClientName).executeTakeFirst()) ??
    (await store
      .insertInto('clients')
      .values({ name: demoClientName })
      .returning('id')
      .executeTakeFirstOrThrow());
  const system = await demoSystem(store, client.id, demoSystemName, 'sap');
  const others = [];
  for (const other of otherDemoSystems)
    if (other.lines(deps) > 0)
      others.push({ ...other, system: await demoSystem(store, client.id, other.name, other.type) });
  // with systems of several ERPs, a multi-system over them: every member's ingest publishes it
  const multi =
    others.length > 0 ? await demoSystem(store, client.id, demoMultiSystemName, 'sap', true) : undefined;
  for (const user of demoUsers) {
    const existing = await store
      .selectFrom('users')
      .select('id')
      .where('uid', '=', user.uid)
      .executeTakeFirst();
    if (existing) continue;
    const created = await store
      .insertInto('users')
      .values({
        uid: user.uid,
        password_hash: await hashPassword(demoPassword),
        fname: user.fname,
        lname: user.lname,
        company: demoClientName,
        mobile: null,
        roles: JSON.stringify(user.roles),
        is_enabled: true,
        has_mfa: false,
        ttl_seconds: deps.ttlSeconds,
        expires_at: null,
        disabled_at: null,
        locked_until: null,
        current_client_id: client.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await store
      .insertInto('user_clients')
      .values({ user_id: created.id, client_id: client.id, company_codes: null, account_groups: null })
      .execute();
  }
  if (!system.last_analysis_date) {
    const started = Date.now();
    deps.log(`Generating the demo SAP extract (${deps.invoiceLines} invoice lines, seed ${deps.seed})…`);
    const { dir } = await generateSapExtract({
      outDir: path.join(deps.dataDir, 'extracts', `${demoSystemName}-${deps.seed}-${deps.invoiceLines}`),
      seed: deps.seed,
      invoiceLines: deps.invoiceLines,
      systemName: demoSystemName,
      // the demo systems are one group sharing vendors (datagen cross-system): SAP member 0
      crossSystem: { groupSeed: deps.seed, member: 0 },
    });
    deps.log(`Ingesting it through the SAP pipeline…`);
    await deps.ingest.ingest(system.id, dir, { publishMultiSystems: false });
    deps.log(`Demo data published in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  for (const other of others) {
    if (other.system.last_analysis_date) continue;
    const started = Date.now();
    const lines = other.lines(deps);
    const seed = deps.seed + other.seedOffset;
    deps.log(`Generating the demo ${other.label} extract (${lines} invoice lines, seed ${seed})…`);
    const { dir } = await other.generate({
      outDir: path.join(deps.dataDir, 'extracts', `${other.name}-${seed}-${lines}`),
      seed,
      invoiceLines: lines,
      systemName: other.name,
      // member = seedOffset: Oracle 1, JD Edwards 2, NetSuite 3
      crossSystem: { groupSeed: deps.seed, member: other.seedOffset },
    });
    await deps.ingest.ingest(other.system.id, dir, { publishMultiSystems: false });
    deps.log(`${other.label} demo data published in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  // published once its members are (the ingests above leave it), or first now on a data folder of
  // an earlier release whose members were published before the multi-system existed
  if (multi) {
    const published = await store
      .selectFrom('systems')
      .select('last_analysis_date')
      .where('id', '=', multi.id)
      .executeTakeFirstOrThrow();
    if (!published.last_analysis_date) await deps.ingest.publishMultiSystems(client.id);
  }
  return { systemId: system.id };
}
