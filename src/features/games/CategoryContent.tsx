import { routePath } from '../../config/routes';
import { pageText, pageTextAttributes, type PageText } from '../../lib/i18n/page-texts';
import { serverTranslator } from '../../lib/i18n/server';
import './games.css';
import { pageMerchant } from '../../lib/page/page-merchant';

interface Props {
  /** Path of the category page: sports, live, rng ... */
  path: string;
}

/**
 * The indexable text of a category page, rendered at build time in the merchant's language and never
 * hydrated: search engines and players without JavaScript read it; the live lane sits above it. Each text
 * is marked with its key, so a language switch re-renders it in place (layouts/apply-language.ts).
 */
export default function CategoryContent({ path }: Props) {
  const merchant = pageMerchant();
  const t = serverTranslator(merchant.language);
  const key = `games.pages.${path}`;
  const named = { name: merchant.name };
  const text = (marked: PageText) => ({ ...pageTextAttributes(marked), children: pageText(t, marked) });
  const heading: PageText = { key: 'games.aboutCategory', values: { title: { key: `routes.${path}.heading` } } };
  const howToStart: PageText = { key: 'games.howToStart' };
  const register: PageText = { key: 'games.stepRegister', values: named };
  return (
    <article className="card category-content" aria-labelledby="category-about">
      <h2 className="card__title" id="category-about" {...pageTextAttributes(heading)}>
        {pageText(t, heading)}
      </h2>
      <p {...text({ key: `${key}.intro`, values: named })} />
      <ul>
        {[1, 2, 3].map((index) => (
          <li key={index} {...text({ key: `${key}.point${index}`, values: named })} />
        ))}
      </ul>
      <h3 {...pageTextAttributes(howToStart)}>{pageText(t, howToStart)}</h3>
      <ol>
        <li>
          <a href={routePath('register')} {...pageTextAttributes(register)}>
            {pageText(t, register)}
          </a>
        </li>
        <li {...text({ key: 'games.stepDeposit' })} />
        <li {...text({ key: `${key}.play` })} />
      </ol>
      <p className="muted" {...text({ key: 'games.responsible' })} />
    </article>
  );
}
