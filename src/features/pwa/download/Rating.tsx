const STAR = '6,0.5 7.6,4.2 11.6,4.5 8.6,7.1 9.5,11.5 6,9.2 2.5,11.5 3.4,7.1 0.4,4.5 4.4,4.2';

/**
 * The top bar's five-star 5.0 rating (SPEC 2). The stars are drawn, not typed: a picture with its score as its
 * name (a paragraph may not carry a label).
 */
export function Rating({ label }: { label: string }) {
  return (
    <p className="download-bar__rating">
      <svg className="download-bar__stars" viewBox="0 0 60 12" width="60" height="12" role="img" aria-label={label}>
        {[0, 12, 24, 36, 48].map((x) => (
          <polygon key={x} points={STAR} transform={`translate(${x})`} />
        ))}
      </svg>
      <span aria-hidden="true">5.0</span>
    </p>
  );
}
