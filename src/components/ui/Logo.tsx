/** The brand mark: an orbit around a dot. Decorative; the text beside it names the site. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b5fff" />
      <ellipse
        cx="16"
        cy="16"
        rx="11"
        ry="5.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        transform="rotate(-30 16 16)"
      />
      <circle cx="16" cy="16" r="4" fill="#ffb020" />
    </svg>
  );
}
