import type { VatNumber } from '@spendlens/domain';

/** What a VAT register said of a number, or why it could not be asked. */
export type VatRegistryAnswer =
  | {
      kind: 'answer';
      valid: boolean;
      /** null when the member state does not disclose it. */
      name: string | null;
      address: string | null;
      /** The register's consultation number of this check, when it gave one. */
      requestIdentifier: string | null;
      /** The register's own date of the check, as it wrote it. */
      requestDate: string | null;
    }
  | {
      kind: 'unavailable';
      /** Why, for the user (no number, no name: the log and the answer both show it). */
      reason: string;
    };

/**
 * A register of VAT numbers asked online (ARCHITECTURE §2: an adapter with a real HTTP
 * implementation and an offline default). Never rejects: an outage is an `unavailable` answer.
 */
export interface VatRegistry {
  /** What the answers are called in the app (the source stored with them). */
  source: 'vies';
  lookup(vat: VatNumber): Promise<VatRegistryAnswer>;
}
