import { useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { useOverlayTurn } from '../../components/useOverlayTurn';
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

/** The popup banners, one after the other (m_popup1, then m_popup2); each closes with its button or Escape. */
export default function PopupBanners({ banners, context, onGame, t }: Props) {
  const [index, setIndex] = useState(0);
  const banner = banners[index];
  const turn = useOverlayTurn('popupBanners', banner !== undefined);
  if (!banner || !turn) return null;
  const close = () => setIndex((value) => value + 1);
  return (
    <Dialog
      key={banner.id}
      titleId="popup-banner-title"
      title={banner.title}
      onClose={close}
      closeLabel={t('status.close')}
      queued
    >
      <div className="popup-banner" data-group={banner.category}>
        <BannerLink banner={banner} context={context} onGame={onGame} className="popup-banner__link">
          {banner.imageUrl && <img src={banner.imageUrl} alt="" width="720" height="300" />}
        </BannerLink>
      </div>
    </Dialog>
  );
}
