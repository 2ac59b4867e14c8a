import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { Translate } from '../../lib/i18n/translator';
import { marqueeDurationSeconds } from './marquee';

interface Props {
  texts: string[];
  t: Translate;
}

/** The announcement strip: scrolls at SPEC 9's marquee speed; still (and readable) under reduced motion. */
export function Marquee({ texts, t }: Props) {
  const viewport = useRef<HTMLDivElement>(null);
  const line = useRef<HTMLSpanElement>(null);
  const [motion, setMotion] = useState<{ duration: number; start: number } | undefined>(undefined);
  const text = texts.join('     •     ');

  // Measured when the browser lays the strip out anyway (a ResizeObserver), never by forcing a layout.
  useEffect(() => {
    const measure = () => {
      const width = viewport.current?.clientWidth ?? 0;
      setMotion({ duration: marqueeDurationSeconds(line.current?.scrollWidth ?? 0, width), start: width });
    };
    if (typeof ResizeObserver === 'undefined') return measure();
    const observer = new ResizeObserver(measure);
    for (const element of [viewport.current, line.current]) if (element) observer.observe(element);
    return () => observer.disconnect();
  }, [text]);

  const style = motion
    ? ({ '--marquee-duration': `${motion.duration}s`, '--marquee-start': `${motion.start}px` } as CSSProperties)
    : undefined;
  return (
    <div className="marquee" role="marquee" aria-label={t('home.announcements')}>
      <svg className="marquee__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"
        />
      </svg>
      <div className="marquee__viewport" ref={viewport}>
        <span className={`marquee__text${motion ? ' marquee__text--moving' : ''}`} ref={line} style={style}>
          {text}
        </span>
      </div>
    </div>
  );
}
