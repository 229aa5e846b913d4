import {
  DomainError,
  messages,
  vatNumberText,
  type StoredVatCheck,
  type VatCheckAnswer,
  type VatNumber,
} from '@spendlens/domain';
import { checkVatFormat } from '../../adapters/vat/vat-format';
import type { VatRegistry } from '../../adapters/vat/vat-registry';
import type { RateLimiter } from '../../security/rate-limiter';
import type { SessionUser } from '../session-service';
import type { VatCheckRecords } from './vat-check-records';

/**
 * GET external/vat/:vatNumber (spec 03 §2.6, §7): checks a vendor's VAT number. With a register
 * (VAT_CHECK=vies) every answer it gives is kept per client and answered with its date and request
 * identifier; when it cannot answer (down, busy, too slow) the answer says the number could not be
 * checked now and carries the last kept answer — never that the number is invalid. Without one
 * (VAT_CHECK=offline) the answer is the country's format and check-digit rules, marked as such,
 * with the last kept answer of an earlier register check. docs/vat-check.md.
 */
export interface VatCheckService {
  check(user: SessionUser, vat: VatNumber, now: Date): Promise<VatCheckAnswer>;
}

export function createVatCheckService(deps: {
  records: VatCheckRecords;
  /** undefined: offline (VAT_CHECK=offline). */
  registry: VatRegistry | undefined;
  /** Register calls per session; undefined = unlimited. */
  budget: RateLimiter | undefined;
  log: (line: string) => void;
}): VatCheckService {
  const { records, registry, budget, log } = deps;
  return {
    async check(user, vat, now) {
      if (user.clientId === null)
        throw new DomainError(
          'forbidden',
          'The VAT check keeps its answers per client: switch to a client first',
        );
      const vatNumber = vatNumberText(vat);
      const format = checkVatFormat(vat);
      const base = {
        vat_number: vatNumber,
        country_code: vat.countryCode,
        checked_at: now.toISOString(),
        format,
        company_name: null,
        company_address: null,
        request_identifier: null,
      };
      if (!registry) {
        const stored = await records.last(user.clientId, vatNumber);
        return {
          ...base,
          status: 'offline',
          message: format.valid
            ? `Offline format check: the number has the format and check digits of a ${vat.countryCode} VAT number. Whether it is registered was not checked.`
            : `Offline format check: ${format.problem}.`,
          valid: format.valid,
          source: 'offline',
          stored,
        };
      }
      if (budget) {
        const { allowed, retryAfterSeconds } = budget.hit(user.sessionHash, now);
        if (!allowed)
          throw new DomainError('rate_limited', 'Too many VAT checks; try again later', {
            retryAfterSeconds,
          });
      }
      const answer = await registry.lookup(vat);
      if (answer.kind === 'unavailable') {
        log(`VAT check of ${vatNumber} could not be made: ${answer.reason}`);
        const stored: StoredVatCheck | null = await records.last(user.clientId, vatNumber);
        return {
          ...base,
          status: 'unavailable',
          message: `${messages.vatCheckUnavailable}: ${answer.reason}.${stored ? ' The last check is shown.' : ''}`,
          valid: null,
          source: registry.source,
          stored,
        };
      }
      await records.save({
        clientId: user.clientId,
        vatNumber,
        checkedAt: now,
        valid: answer.valid,
        name: answer.name,
        address: answer.address,
        requestIdentifier: answer.requestIdentifier,
        requestDate: answer.requestDate,
        source: registry.source,
        checkedBy: user.userId,
      });
      return {
        ...base,
        status: 'checked',
        message: answer.valid
          ? 'Checked with VIES: the number is valid (registered).'
          : 'Checked with VIES: the number is not valid (not registered, or no longer).',
        valid: answer.valid,
        company_name: answer.name,
        company_address: answer.address,
        source: registry.source,
        request_identifier: answer.requestIdentifier,
        stored: null,
      };
    },
  };
}
