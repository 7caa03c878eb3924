/** The coming-soon page's picture: a ceremony arch in the palette's rose and sage, with a sun behind. */
export function ArchesIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 480 560" role="presentation" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="cs-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#F3E3E6" />
          <stop offset="0.65" stopColor="#FBF3F4" />
          <stop offset="1" stopColor="#E3E8E1" />
        </linearGradient>
        <linearGradient id="cs-arch" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#CF96A2" />
          <stop offset="1" stopColor="#B5838D" />
        </linearGradient>
      </defs>
      <rect width="480" height="560" rx="240" ry="240" fill="url(#cs-sky)" />
      <circle cx="240" cy="250" r="78" fill="#FFFFFF" opacity="0.75" />
      {/* The arch: three nested curves. */}
      <path d="M110 520 V250 a130 130 0 0 1 260 0 V520" fill="none" stroke="url(#cs-arch)" strokeWidth="18" strokeLinecap="round" />
      <path d="M142 520 V256 a98 98 0 0 1 196 0 V520" fill="none" stroke="#E8C9CF" strokeWidth="6" />
      <path d="M170 520 V262 a70 70 0 0 1 140 0 V520" fill="none" stroke="#F3E3E6" strokeWidth="3" />
      {/* Flowers and leaves gathered on the arch's shoulders. */}
      <g fill="#8A9A86">
        <ellipse cx="118" cy="196" rx="30" ry="12" transform="rotate(-40 118 196)" />
        <ellipse cx="150" cy="150" rx="28" ry="11" transform="rotate(-20 150 150)" />
        <ellipse cx="362" cy="196" rx="30" ry="12" transform="rotate(40 362 196)" />
        <ellipse cx="330" cy="150" rx="28" ry="11" transform="rotate(20 330 150)" />
        <ellipse cx="96" cy="470" rx="34" ry="13" transform="rotate(-60 96 470)" />
        <ellipse cx="384" cy="470" rx="34" ry="13" transform="rotate(60 384 470)" />
      </g>
      <g fill="#FFFFFF" stroke="#CF96A2" strokeWidth="3">
        <circle cx="134" cy="176" r="17" />
        <circle cx="346" cy="176" r="17" />
        <circle cx="110" cy="500" r="15" />
        <circle cx="370" cy="500" r="15" />
      </g>
      <g fill="#B5838D">
        <circle cx="134" cy="176" r="6" />
        <circle cx="346" cy="176" r="6" />
        <circle cx="110" cy="500" r="5" />
        <circle cx="370" cy="500" r="5" />
        <circle cx="168" cy="132" r="9" />
        <circle cx="312" cy="132" r="9" />
      </g>
      {/* The aisle. */}
      <path d="M200 560 L226 330 H254 L280 560 Z" fill="#FFFFFF" opacity="0.6" />
    </svg>
  );
}
