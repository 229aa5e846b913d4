import Button from 'react-bootstrap/Button';

/** The small button at the start of a profile list's row that opens its table content modal. */
export function RowDetailsButton({ onShow }: { onShow(): void }) {
  return (
    <Button
      variant="link"
      size="sm"
      className="p-0 lh-1 align-baseline"
      aria-label="Show row"
      title="Show row"
      data-testid="show-row"
      onClick={onShow}
    >
      <svg width="12" height="12" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
        <path d="M1.5 1h4a.5.5 0 0 1 0 1H2.7l4.15 4.15a.5.5 0 1 1-.7.7L2 2.71V5.5a.5.5 0 0 1-1 0v-4a.5.5 0 0 1 .5-.5zm9 0h4a.5.5 0 0 1 .5.5v4a.5.5 0 0 1-1 0V2.7L9.85 6.85a.5.5 0 1 1-.7-.7L13.29 2H10.5a.5.5 0 0 1 0-1zM6.85 9.15a.5.5 0 0 1 0 .7L2.71 14H5.5a.5.5 0 0 1 0 1h-4a.5.5 0 0 1-.5-.5v-4a.5.5 0 0 1 1 0v2.79l4.15-4.14a.5.5 0 0 1 .7 0zm2.3 0a.5.5 0 0 1 .7 0L14 13.29V10.5a.5.5 0 0 1 1 0v4a.5.5 0 0 1-.5.5h-4a.5.5 0 0 1 0-1h2.79l-4.14-4.15a.5.5 0 0 1 0-.7z" />
      </svg>
    </Button>
  );
}
