/** The inside of a member-centre entry: its icon (an SVG path on a 24 x 24 grid), title and hint. */
export function EntryContent({ icon, title, hint }: { icon: string; title: string; hint: string }) {
  return (
    <>
      <svg className="member-entry__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d={icon} />
      </svg>
      <span className="member-entry__text">
        <span className="member-entry__title">{title}</span>
        <span className="member-entry__hint">{hint}</span>
      </span>
    </>
  );
}
