export function SkeletonLines({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="skeleton skeleton--line" style={{ width: `${90 - index * 12}%` }} />
      ))}
    </div>
  );
}
