import type { TranslationConfig } from '../config';
import { createHttpTranslator, createOffTranslator } from '../adapters/translator';
import { createRateLimiter } from '../security/rate-limiter';
import { createTranslationService, type TranslationService } from './translation-service';

/** Wires the translator chosen by configuration into the translation service; part of the composition root. */
export function createTranslationServices(
  config: TranslationConfig,
  log: (line: string) => void,
): TranslationService {
  if (config.adapter === 'off')
    return createTranslationService({ translator: createOffTranslator(), budget: undefined, log });
  return createTranslationService({
    translator: createHttpTranslator({
      url: config.url,
      apiKey: config.apiKey,
      target: config.target,
      timeoutMs: config.timeoutMs,
    }),
    budget: createRateLimiter({ limit: config.callsPerMinute, windowMs: 60_000 }),
    log,
  });
}
