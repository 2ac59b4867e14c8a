import type { ClientMerchant } from '../../config/client';
import { routePath } from '../../config/routes';
import { serverTranslator } from '../../lib/i18n/server';
import './games.css';

interface Props {
  merchant: ClientMerchant;
  /** Path of the category page: sports, live, rng ... */
  path: string;
}

/**
 * The indexable text of a category page, rendered at build time in the merchant's language and never
 * hydrated: search engines and players without JavaScript read it; the live lane sits above it.
 */
export default function CategoryContent({ merchant, path }: Props) {
  const t = serverTranslator(merchant.language);
  const key = `games.pages.${path}`;
  const points = [1, 2, 3].map((index) => t(`${key}.point${index}`, { name: merchant.name }));
  return (
    <article className="card category-content" aria-labelledby="category-about">
      <h2 className="card__title" id="category-about">
        {t('games.aboutCategory', { title: t(`routes.${path}.heading`) })}
      </h2>
      <p>{t(`${key}.intro`, { name: merchant.name })}</p>
      <ul>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <h3>{t('games.howToStart')}</h3>
      <ol>
        <li>
          <a href={routePath('register')}>{t('games.stepRegister', { name: merchant.name })}</a>
        </li>
        <li>{t('games.stepDeposit')}</li>
        <li>{t(`${key}.play`)}</li>
      </ol>
      <p className="muted">{t('games.responsible')}</p>
    </article>
  );
}
