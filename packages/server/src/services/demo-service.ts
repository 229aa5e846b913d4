import path from 'node:path';
import type { Role } from '@spendlens/domain';
import { generateSapExtract } from '@spendlens/pipeline';
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

/**
 * Creates the demo client, system and users on the first start, and the demo data by generating a
 * seeded SAP extract and ingesting it through the same pipeline a customer's extract goes through.
 * A later start finds them and does nothing.
 */
export async function ensureDemo(deps: {
  store: AppStore;
  ingest: IngestService;
  dataDir: string;
  invoiceLines: number;
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
  const system =
    (await store
      .selectFrom('systems')
      .selectAll()
      .where('client_id', '=', client.id)
      .where('name', '=', demoSystemName)
      .executeTakeFirst()) ??
    (await store
      .insertInto('systems')
      .values({
        client_id: client.id,
        name: demoSystemName,
        type: 'sap',
        currency: 'EUR',
        add_ons: JSON.stringify(['vim']),
      })
      .returningAll()
      .executeTakeFirstOrThrow());
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
    });
    deps.log(`Ingesting it through the SAP pipeline…`);
    await deps.ingest.ingest(system.id, dir);
    deps.log(`Demo data published in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  return { systemId: system.id };
}
