import { UnionFind } from '../union-find';

/** A vendor record and the keys that make two records one party ('VAT id DE123456789', 'IBAN DE89…'). */
export interface LinkedVendorKeys {
  vendor_id: string;
  keys: readonly string[];
}

/** A key held by more vendors than this (a payment provider's account, a placeholder) links nobody. */
export const maxVendorsPerLinkKey = 20;

/**
 * Vendor records that are one party: records sharing a key (a duplicate-vendor cluster's tax id, VAT
 * id or name and town, or a bank account), joined transitively. An invoice entered under one record
 * and again under another is the classic duplicate payment (findDuplicateInvoices, rule
 * `cross-vendor`).
 */
export class VendorLinks {
  private readonly groupOf = new Map<string, string>();
  private readonly keysOf = new Map<string, ReadonlySet<string>>();

  constructor(vendors: readonly LinkedVendorKeys[], maxShared = maxVendorsPerLinkKey) {
    const holders = new Map<string, number[]>();
    vendors.forEach((v, i) => {
      for (const key of new Set(v.keys)) {
        const list = holders.get(key);
        if (list) list.push(i);
        else holders.set(key, [i]);
      }
    });
    const uf = new UnionFind(vendors.length);
    const shared = new Map<number, Set<string>>();
    for (const [key, members] of holders) {
      if (members.length < 2 || members.length > maxShared) continue;
      for (const i of members) {
        uf.union(members[0]!, i);
        const keys = shared.get(i) ?? new Set<string>();
        keys.add(key);
        shared.set(i, keys);
      }
    }
    for (const [i, keys] of shared) {
      const id = vendors[i]!.vendor_id;
      this.groupOf.set(id, `L:${vendors[uf.find(i)]!.vendor_id}`);
      this.keysOf.set(id, keys);
    }
  }

  /** The party a vendor belongs to with others; undefined for a vendor linked to none. */
  group(vendorId: string): string | undefined {
    return this.groupOf.get(vendorId);
  }

  /** Why two linked vendors are one party: the keys they share, or the chain through other records. */
  why(a: string, b: string): string {
    const mine = this.keysOf.get(a);
    const theirs = this.keysOf.get(b);
    const common = [...(mine ?? [])].filter((k) => theirs?.has(k)).sort();
    return common.length > 0
      ? `vendors ${a} and ${b} share ${common.join(' and ')}`
      : `vendors ${a} and ${b} are linked through other vendor records (${this.group(a) ?? '?'})`;
  }
}
