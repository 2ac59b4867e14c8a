import { useState } from 'react';

interface Props {
  src: string;
  /** The merchant's own icon, for an icon URL that fails to load (SPEC 5). */
  fallback: string;
  className: string;
  size: number;
}

/** The app icon of the download bar and popup; decorative (the title beside it names the app). */
export function AppIcon({ src, fallback, className, size }: Props) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      src={failed ? fallback : src}
      alt=""
      width={size}
      height={size}
      onError={() => setFailed(true)}
    />
  );
}
