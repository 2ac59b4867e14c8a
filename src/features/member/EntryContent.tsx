interface Props {
  /** An SVG path on a 24 x 24 grid. */
  icon: string;
  title: string;
  hint: string;
  /** The icon points along the line (a speech bubble's tail): it turns in right-to-left pages. */
  mirror?: boolean;
}

/** The inside of a member-centre entry: its icon, title and hint. */
export function EntryContent({ icon, title, hint, mirror = false }: Props) {
  return (
    <>
      <svg
        className={mirror ? 'member-entry__icon mirror-rtl' : 'member-entry__icon'}
        viewBox="0 0 24 24"
        aria-hidden="true"
      >
        <path fill="currentColor" d={icon} />
      </svg>
      <span className="member-entry__text">
        <span className="member-entry__title">{title}</span>
        <span className="member-entry__hint">{hint}</span>
      </span>
    </>
  );
}
