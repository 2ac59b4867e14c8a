/** The APP_DOWNLOAD bonus badge: a gift drawn inline (no emoji font needed), named for screen readers. */
export function GiftIcon({ label }: { label: string }) {
  return (
    <svg className="download-bar__gift" viewBox="0 0 24 24" width="18" height="18" role="img" aria-label={label}>
      <path fill="currentColor" d="M3 10h18v4H3zM5 14h14v7H5z" opacity="0.9" />
      <path fill="#fff" d="M11 10h2v11h-2z" />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        d="M12 9c-1-3-5-5-6-2.5S9 9 12 9zm0 0c1-3 5-5 6-2.5S15 9 12 9z"
      />
    </svg>
  );
}
