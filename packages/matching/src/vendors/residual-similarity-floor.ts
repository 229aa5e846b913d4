/** The words of two vendor names that differ must be at least this alike (OSA similarity, 0–1). */
export const residualSimilarityFloor = 0.6;
