import type { AnalysisDefinition } from '../../catalogue-types';
import { entityRanking } from './entity-ranking';
import { exceptionsFact } from './exceptions-fact';
import { rankingDetails } from './ranking-details';
import { companyCodeEntity, vendorEntity } from './ranking-entities';

/**
 * The weighted-exception analyses (exceptions fact, vendor and company-code ranking), built from the
 * exception rules of the analyses published before them, in publish order: the fact reads the
 * published tables of `base`, each details analysis the fact, each ranking its details
 * (README.md in this folder).
 */
export function rankingAnalyses(base: readonly AnalysisDefinition[]): AnalysisDefinition[] {
  const fact = exceptionsFact(base);
  const rankings = [vendorEntity, companyCodeEntity].flatMap((entity) => {
    const details = rankingDetails(entity, fact);
    return [details, entityRanking(entity, details)];
  });
  return [fact, ...rankings];
}

export { exceptionsFact, ruledAnalyses, rankingModule } from './exceptions-fact';
export { entityRanking } from './entity-ranking';
export { rankingDetails } from './ranking-details';
export { companyCodeEntity, vendorEntity, type RankingEntity } from './ranking-entities';
export { percentileSql } from './ranking-sql';
