/** The two-line face of a top-bar dropdown button: a small caption over the chosen value. */
export function TopBarToggleLabel({ caption, value }: { caption: string; value: string }) {
  return (
    <span className="topbar-toggle-text">
      <span className="topbar-toggle-caption">{caption}</span>
      <span className="topbar-toggle-value" title={value}>
        {value}
      </span>
    </span>
  );
}
