import type { ReactNode } from 'react';
import type { Announcement } from '../../lib/content/announcements';
import type { Game } from '../../flows/games/api';
import { bannerTarget, type BannerContext } from './banner-target';

interface Props {
  banner: Announcement;
  context: BannerContext;
  onGame: (game: Game) => void;
  className: string;
  children: ReactNode;
}

/** A banner as what it does: a link for P and URL banners, a button for G; plain when it goes nowhere. */
export function BannerLink({ banner, context, onGame, className, children }: Props) {
  const target = bannerTarget(banner, context);
  const label = banner.title;
  switch (target.type) {
    case 'internal':
      return (
        <a className={className} href={target.href} aria-label={label} data-click-type={banner.clickType}>
          {children}
        </a>
      );
    case 'external':
      // A foreign host gets neither the token nor the referrer.
      return (
        <a
          className={className}
          href={target.href}
          target="_blank"
          rel={target.withToken ? 'noopener' : 'noopener noreferrer'}
          aria-label={label}
          data-click-type={banner.clickType}
        >
          {children}
        </a>
      );
    case 'game':
      return (
        <button
          className={className}
          type="button"
          onClick={() => onGame(target.game)}
          aria-label={label}
          data-click-type={banner.clickType}
        >
          {children}
        </button>
      );
    default:
      return (
        <div className={className} role="img" aria-label={label}>
          {children}
        </div>
      );
  }
}
