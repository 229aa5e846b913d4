/** One labelled fact of an overview card. */
export function OverviewFact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="overview-fact">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
