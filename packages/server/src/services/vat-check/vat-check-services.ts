import type { VatCheckConfig } from '../../config';
import type { AppStore } from '../../app-store/open-app-store';
import { createViesRegistry } from '../../adapters/vat/vies-registry';
import { createRateLimiter } from '../../security/rate-limiter';
import { createVatCheckRecords } from './vat-check-records';
import { createVatCheckService, type VatCheckService } from './vat-check-service';

/** Wires the VAT register chosen by configuration into the VAT check service; part of the composition root. */
export function createVatCheckServices(
  config: VatCheckConfig,
  store: AppStore,
  log: (line: string) => void,
): VatCheckService {
  const records = createVatCheckRecords(store);
  if (config.adapter === 'offline')
    return createVatCheckService({ records, registry: undefined, budget: undefined, log });
  return createVatCheckService({
    records,
    registry: createViesRegistry({ url: config.url, timeoutMs: config.timeoutMs }),
    budget: createRateLimiter({ limit: config.callsPerMinute, windowMs: 60_000 }),
    log,
  });
}
