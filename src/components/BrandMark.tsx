/** The product's own mark: an envelope behind a shield. */
export function BrandMark({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0b5cad" />
      <path d="M7 10h18v12H7z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      <path d="M7 10l9 7 9-7" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
