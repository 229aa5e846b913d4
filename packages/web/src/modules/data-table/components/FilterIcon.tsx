/** The funnel shown on a filtered column's header. */
export function FilterIcon({ testId }: { testId: string }) {
  return (
    <svg
      aria-label="filtered"
      role="img"
      data-testid={testId}
      width="12"
      height="12"
      viewBox="0 0 16 16"
      className="ms-1 text-primary"
      fill="currentColor"
    >
      <path d="M1.5 1.5A.5.5 0 0 1 2 1h12a.5.5 0 0 1 .39.81L10 7.3V13a.5.5 0 0 1-.28.45l-3 1.5A.5.5 0 0 1 6 14.5V7.3L1.61 1.81A.5.5 0 0 1 1.5 1.5z" />
    </svg>
  );
}
