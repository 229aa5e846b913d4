import { messages } from '@spendlens/domain';

/** 'No results to show' (spec 01 §8: a 204 is no data). */
export function NoResultsMessage() {
  return (
    <div className="empty-state" data-testid="no-results">
      {messages.noResults}
    </div>
  );
}
