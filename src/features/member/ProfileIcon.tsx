// The built-in profile icons (SPEC 3 PROFILE_ICON_COUNT, default 9): drawn here, so no image host is asked.
/** Per icon, 1 to 9: its background and a white mark on a 24 x 24 grid (holes by the even-odd rule). */
export const PROFILE_ICONS: readonly (readonly [colour: string, mark: string])[] = [
  ['#c62828', 'M12 4.5l2.3 4.7 5.2.8-3.8 3.6.9 5.2-4.6-2.4-4.6 2.4.9-5.2-3.8-3.6 5.2-.8z'],
  ['#ad1457', 'M12 19s-7-4.4-7-9.6a3.6 3.6 0 0 1 7-1.3 3.6 3.6 0 0 1 7 1.3c0 5.2-7 9.6-7 9.6z'],
  ['#4527a0', 'M14.5 4.8a7.2 7.2 0 1 0 4.8 12.6 7.6 7.6 0 0 1-4.8-12.6z'],
  ['#9a6700', 'M13.2 4 6.5 13.2h4.6L10.4 20l7.1-9.6h-4.7z'],
  ['#1565c0', 'M8 6h8l3.5 4.2L12 19l-7.5-8.8z'],
  ['#2e7d32', 'M5.5 18.5C5.5 10.5 10.5 5.5 18.5 5.5c0 8-5 13-13 13z'],
  ['#d84315', 'M5 17.5h14l1-9.5-4.4 3.4L12 5.5l-3.6 5.9L4 8z'],
  [
    '#00695c',
    'M12 5a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM9.5 8.8a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4zm5 0a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4zM8.5 13.2h7a3.5 3.5 0 0 1-7 0z',
  ],
  ['#5d4037', 'M12 4a4 4 0 0 1 4 4 4 4 0 1 1 0 8 4 4 0 1 1-8 0 4 4 0 1 1 0-8 4 4 0 0 1 4-4z'],
];

interface Props {
  /** 1 to PROFILE_ICONS.length. */
  icon: number;
  className?: string;
}

/** One built-in profile icon, decorative: what it stands for is said by the control around it. */
export function ProfileIcon({ icon, className }: Props) {
  const [colour, mark] = PROFILE_ICONS[icon - 1] ?? PROFILE_ICONS[0]!;
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" data-profile-icon={icon}>
      <circle cx="12" cy="12" r="12" fill={colour} />
      <path fill="#fff" fillRule="evenodd" d={mark} />
    </svg>
  );
}
