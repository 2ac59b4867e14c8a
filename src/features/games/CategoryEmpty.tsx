import type { CategoryPath } from '../../config/game-categories';
import { routePath } from '../../config/routes';
import { pageText, pageTextAttributes, type PageText } from '../../lib/i18n/page-texts';
import type { Translate } from '../../lib/i18n/translator';

interface Props {
  t: Translate;
  /** The merchant's name. */
  name: string;
  /** The category pages that do have games: those the merchant offers, or whose lanes hold games. */
  elsewhere: readonly CategoryPath[];
  /** Static HTML: each text carries its key, so a language switch re-renders it (layouts/apply-language.ts). */
  marked?: boolean;
}

/**
 * A category without games, said plainly, with only the ways onward that exist: the categories that have
 * games, and the home page. Never instructions for a lobby or a list that is not there.
 */
export function CategoryEmpty({ t, name, elsewhere, marked = false }: Props) {
  const marks = (page: PageText) => (marked ? pageTextAttributes(page) : {});
  const text = (page: PageText) => ({ ...marks(page), children: pageText(t, page) });
  const link = (href: string, page: PageText) => (
    <a className="chip" href={href} {...marks(page)}>
      {pageText(t, page)}
    </a>
  );
  return (
    <div className="card category-empty" data-testid="category-empty">
      <p className="category-empty__none" {...text({ key: 'games.emptyCategory.none' })} />
      {elsewhere.length > 0 && <p {...text({ key: 'games.emptyCategory.elsewhere', values: { name } })} />}
      <ul className="category-empty__links">
        {elsewhere.map((path) => (
          <li key={path}>{link(routePath(path), { key: `routes.${path}.heading` })}</li>
        ))}
        <li>{link(routePath('home'), { key: 'games.emptyCategory.home' })}</li>
      </ul>
    </div>
  );
}
