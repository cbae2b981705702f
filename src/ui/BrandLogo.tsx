/** The wordmark, drawn inline so it never shifts the layout. */
export function BrandLogo({ variant = 'default' }: { variant?: 'default' | 'light' }) {
  return (
    <svg
      className={`brand-logo brand-logo--${variant}`}
      width="92"
      height="32"
      viewBox="0 0 92 32"
      role="img"
      aria-label="RWL"
    >
      <rect width="32" height="32" rx="9" fill="#e6336f" />
      <path
        d="M9 22V10h6a4 4 0 0 1 0 8h-2l5 4"
        stroke="#fff"
        strokeWidth="2.6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        className="brand-logo__word"
        x="40"
        y="22"
        fontFamily="inherit"
        fontSize="17"
        fontWeight="800"
        fill={variant === 'light' ? '#fff' : '#1f1d2b'}
      >
        RWL
      </text>
    </svg>
  );
}
