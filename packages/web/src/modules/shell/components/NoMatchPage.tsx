import { messages } from '@spendlens/domain';

/** Any path without a component (spec 01 §2). */
export function NoMatchPage() {
  return (
    <div className="empty-state" data-testid="no-match">
      <h2 className="h5">{messages.notFound}</h2>
    </div>
  );
}
