import { useRef, useState } from 'react';
import type { Announcement } from '../../lib/content/announcements';
import type { Game } from '../../flows/games/api';
import type { Translate } from '../../lib/i18n/translator';
import type { BannerContext } from './banner-target';
import { BannerLink } from './BannerLink';

interface Props {
  banners: Announcement[];
  context: BannerContext;
  onGame: (game: Game) => void;
  t: Translate;
}

/** The m_home banners: swipe or use the dots; no auto-advance, so nothing moves under a finger or a reader. */
export function BannerCarousel({ banners, context, onGame, t }: Props) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  // A right-to-left track scrolls to negative scrollLeft: the slide is the distance from the start either way.
  const onScroll = () => {
    const element = track.current;
    if (element && element.clientWidth > 0) setCurrent(Math.round(Math.abs(element.scrollLeft) / element.clientWidth));
  };
  // Scrolling the slide itself into view holds in both directions; "nearest" keeps the page where it is.
  const goTo = (index: number) =>
    track.current?.children[index]?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  return (
    <section className="banners" aria-roledescription="carousel" aria-label={t('home.banners')}>
      <ul className="banners__track" ref={track} onScroll={onScroll}>
        {banners.map((banner, index) => (
          <li
            className="banners__slide"
            key={banner.id}
            aria-roledescription="slide"
            aria-label={t('home.slide', { index: index + 1, count: banners.length })}
          >
            <BannerLink banner={banner} context={context} onGame={onGame} className="banners__link">
              {/* The picture carries the banner's text; its title is the link's name. Without a picture the title shows. */}
              {banner.imageUrl ? (
                <img
                  src={banner.imageUrl}
                  alt=""
                  width="720"
                  height="300"
                  decoding="async"
                  // The first slide is the home's largest picture once the answer is in: fetched before the tiles'.
                  {...(index > 0 ? { loading: 'lazy' as const } : { fetchPriority: 'high' as const })}
                />
              ) : (
                <span className="banners__title">{banner.title}</span>
              )}
            </BannerLink>
          </li>
        ))}
      </ul>
      {banners.length > 1 && (
        <div className="banners__dots">
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className="banners__dot"
              aria-label={t('home.showSlide', { index: index + 1 })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
