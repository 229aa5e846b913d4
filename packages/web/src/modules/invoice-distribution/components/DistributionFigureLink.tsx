/** A number of the distribution table; a link to its documents when it has any (spec 02 §2). */
export function DistributionFigureLink({ text, onOpen }: { text: string; onOpen: (() => void) | undefined }) {
  if (!onOpen) return <>{text}</>;
  return (
    <button
      type="button"
      className="btn btn-link p-0 border-0 dist-figure-link"
      title="Show details"
      onClick={onOpen}
    >
      {text}
    </button>
  );
}
