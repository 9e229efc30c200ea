/** The firm's mark: a shield with a check, drawn inline so it needs no request. */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path d="M20 3 6 8.5v10.2C6 27.6 12 35 20 37c8-2 14-9.4 14-18.3V8.5L20 3Z" fill="#0b2545" />
      <path d="M20 7.2 10 11.2v7.5c0 6.6 4.3 12.2 10 14 5.7-1.8 10-7.4 10-14v-7.5L20 7.2Z" fill="#13807a" />
      <path
        d="m14.5 20 4 4 7.5-8"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
