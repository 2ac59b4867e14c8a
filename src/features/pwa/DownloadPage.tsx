import { useT } from '../../components/useT';
import { safeNavigationUrl } from '../../lib/routing/safe-url';
import { pageMerchant } from '../../lib/page/page-merchant';

interface Props {
  splash: string;
  downloads: { resourceType: string; url: string }[];
}

/** Native app downloads and install to the home screen (/m/download, /m/app); readable without JavaScript. */
export default function DownloadPage({ splash, downloads }: Props) {
  const merchant = pageMerchant();
  const t = useT(merchant.language);
  // Settings are data too: a link that is not https never becomes a download button.
  const links = downloads.flatMap((link) => {
    const url = safeNavigationUrl(link.url);
    return url ? [{ ...link, url }] : [];
  });
  return (
    <section>
      <img className="hero-image" src={splash} alt="" width="1080" height="1920" />
      <div className="card">
        <h2 className="card__title">{t('pwa.getTheApp', { name: merchant.shortName })}</h2>
        <p>{t('home.download.intro', { name: merchant.name })}</p>
        {links.length === 0 && <p className="muted">{t('pwa.noDownloads')}</p>}
        {links.map((link) => (
          <p key={link.resourceType}>
            <a className="button button--block" href={link.url} rel="noopener">
              {t(`pwa.download.${link.resourceType}`)}
            </a>
          </p>
        ))}
      </div>
      <div className="card">
        <h2 className="card__title">{t('home.download.homeScreenTitle')}</h2>
        <ol>
          <li>{t('home.download.step1')}</li>
          <li>{t('home.download.step2')}</li>
          <li>{t('home.download.step3', { name: merchant.shortName })}</li>
        </ol>
        <p className="muted">{t('home.download.why')}</p>
      </div>
    </section>
  );
}
