import { DomainError } from '@spendlens/domain';
import type { AppStore } from '../app-store/open-app-store';

/**
 * The id of the system named `systemName` — for the CLI, which names systems rather than numbering
 * them. System names are unique only within a client: when several clients own one, `clientName`
 * must say which, and the error lists them.
 */
export async function findSystemByName(
  store: AppStore,
  systemName: string,
  clientName?: string,
): Promise<number> {
  let query = store
    .selectFrom('systems')
    .innerJoin('clients', 'clients.id', 'systems.client_id')
    .select(['systems.id as id', 'clients.name as client'])
    .where('systems.name', '=', systemName);
  if (clientName !== undefined) query = query.where('clients.name', '=', clientName);
  const matches = await query.orderBy('clients.name').execute();
  if (matches.length === 0)
    throw new DomainError(
      'not_found',
      clientName === undefined
        ? `No system named ${systemName}`
        : `Client ${clientName} has no system named ${systemName}`,
    );
  if (matches.length > 1)
    throw new DomainError(
      'bad_request',
      `Several clients have a system named ${systemName} (${matches.map((m) => m.client).join(', ')}): name one with --client <name>`,
    );
  return matches[0]!.id;
}
