/** The Spendlens logo and name. */
export function BrandMark({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const px = size === 'lg' ? 36 : 26;
  return (
    <span className={`brand-mark brand-mark-${size}`}>
      <svg width={px} height={px} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#0d6efd" />
        <path d="M8 22V14M14 22V9M20 22V16M26 22V11" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="brand-mark-name">Spendlens</span>
    </span>
  );
}
