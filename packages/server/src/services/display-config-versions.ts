import type { DisplayConfigVersion } from '@spendlens/domain';
import type { AppStore } from '../app-store/open-app-store';

/**
 * The saved display configurations of a system (spec 03 §2.10). Every save is a new version; none is
 * ever overwritten or deleted, so an edit is undone by saving an earlier version again.
 */
export interface DisplayConfigVersions {
  /** The newest saved configuration, or null when none was ever saved (the generated one applies). */
  latest(systemId: number): Promise<Record<string, unknown> | null>;
  list(systemId: number): Promise<DisplayConfigVersion[]>;
  get(systemId: number, version: number): Promise<Record<string, unknown> | null>;
  /**
   * Saves a new version. `initial` (the generated configuration) is kept as version 1, with no user,
   * when the system has no version yet — in the same transaction — so the first save can be undone.
   */
  save(
    systemId: number,
    userId: number,
    config: Record<string, unknown>,
    now: Date,
    options?: { initial?: Record<string, unknown> },
  ): Promise<{ version: number; created: string }>;
}

export function createDisplayConfigVersions(deps: { store: AppStore }): DisplayConfigVersions {
  const { store } = deps;
  return {
    async latest(systemId) {
      const row = await store
        .selectFrom('display_config_versions')
        .select('config')
        .where('system_id', '=', systemId)
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? row.config : null;
    },
    async list(systemId) {
      const rows = await store
        .selectFrom('display_config_versions as v')
        .leftJoin('users as u', 'u.id', 'v.user_id')
        .select(['v.version', 'v.created', 'u.uid'])
        .where('v.system_id', '=', systemId)
        .orderBy('v.version', 'desc')
        .execute();
      return rows.map((r) => ({
        version: r.version,
        created: new Date(r.created).toISOString(),
        uid: r.uid ?? '',
      }));
    },
    async get(systemId, version) {
      const row = await store
        .selectFrom('display_config_versions')
        .select('config')
        .where('system_id', '=', systemId)
        .where('version', '=', version)
        .executeTakeFirst();
      return row ? row.config : null;
    },
    async save(systemId, userId, config, now, options = {}) {
      return store.transaction().execute(async (tx) => {
        const last = await tx
          .selectFrom('display_config_versions')
          .select((eb) => eb.fn.max('version').as('max'))
          .where('system_id', '=', systemId)
          .executeTakeFirst();
        let version = Number(last?.max ?? 0) + 1;
        if (version === 1 && options.initial) {
          await tx
            .insertInto('display_config_versions')
            .values({
              system_id: systemId,
              version,
              config: JSON.stringify(options.initial),
              created: now,
              user_id: null,
            })
            .execute();
          version += 1;
        }
        await tx
          .insertInto('display_config_versions')
          .values({
            system_id: systemId,
            version,
            config: JSON.stringify(config),
            created: now,
            user_id: userId,
          })
          .execute();
        return { version, created: now.toISOString() };
      });
    },
  };
}
