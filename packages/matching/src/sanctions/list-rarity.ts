import { normaliseCompanyName } from '../text/normalise-company-name';
import { loadOfacSdn } from './load-ofac-sdn';
import { TokenRarity } from './token-rarity';

let rarity: TokenRarity | null = null;

/** The word rarity of the sanctions list's names and aliases (read once): scoreNames' default. */
export function listRarity(): TokenRarity {
  rarity ??= new TokenRarity(
    loadOfacSdn().flatMap((entry) =>
      [entry.name, ...entry.aliases].map((name) => normaliseCompanyName(name)),
    ),
  );
  return rarity;
}
