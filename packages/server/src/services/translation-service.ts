import { DomainError } from '@spendlens/domain';
import type { Translator } from '../adapters/translator';
import type { RateLimiter } from '../security/rate-limiter';
import type { SessionUser } from './session-service';

/** Translations kept in memory, most recently used first out last. */
export const translationCacheEntries = 1000;

/**
 * POST external/translate (spec 01 §7): the translation of a hovered text, for its tooltip. The
 * service is never the reason of a failed call: when the translator fails or times out the answer is
 * the text itself (no tooltip) and the failure is logged. Recent translations are kept (bounded, in
 * memory) and one text asked twice at once reaches the translator once. Calls that would reach the
 * translator count against the session's translation budget, when there is one (429 beyond it);
 * answers from memory do not.
 */
export interface TranslationService {
  translate(user: SessionUser, text: string, now: Date): Promise<string>;
}

export function createTranslationService(deps: {
  translator: Translator;
  /** Translator calls per session; undefined = unlimited (translation off). */
  budget: RateLimiter | undefined;
  log: (line: string) => void;
  cacheEntries?: number;
}): TranslationService {
  const { translator, budget, log } = deps;
  const capacity = deps.cacheEntries ?? translationCacheEntries;
  const cache = new Map<string, string>();
  const pending = new Map<string, Promise<string>>();

  function remember(text: string, translation: string): void {
    cache.delete(text);
    cache.set(text, translation);
    if (cache.size > capacity) cache.delete(cache.keys().next().value!);
  }

  async function ask(text: string): Promise<string> {
    try {
      const translation = await translator.translate(text);
      remember(text, translation);
      return translation;
    } catch (error) {
      log(`Translation failed; the text is answered untranslated: ${(error as Error).message}`);
      return text;
    } finally {
      pending.delete(text);
    }
  }

  return {
    async translate(user, text, now) {
      const known = cache.get(text);
      if (known !== undefined) {
        remember(text, known);
        return known;
      }
      const inFlight = pending.get(text);
      if (inFlight) return inFlight;
      if (budget) {
        const { allowed, retryAfterSeconds } = budget.hit(user.sessionHash, now);
        if (!allowed)
          throw new DomainError('rate_limited', 'Too many translations; try again later', {
            retryAfterSeconds,
          });
      }
      const answer = ask(text);
      pending.set(text, answer);
      return answer;
    },
  };
}
