import { z } from 'zod';
import { CATEGORY_PATHS, DEFAULT_CATEGORIES } from '../game-categories';
import { quote } from './primitives';

const categoryPath = z.enum(CATEGORY_PATHS, {
  error: (issue) => `unknown category ${quote(issue.input)}; use one of ${CATEGORY_PATHS.join(' ')}`,
});

/** The game categories the merchant offers, in its order: the tab bar, the category pages and the sitemap follow it. */
export const categoriesSchema = z
  .array(categoryPath)
  .min(1, { error: 'must list at least one category' })
  .superRefine((list, ctx) => {
    list.forEach((path, index) => {
      if (list.indexOf(path) !== index)
        ctx.addIssue({ code: 'custom', path: [index], message: `"${path}" is listed twice` });
    });
  })
  .default([...DEFAULT_CATEGORIES])
  .describe(
    "The game categories the merchant offers, by their page (/m/<category>; elott holds every lottery), in its order: the first three are the tab bar's tabs between Home and Account. A page not listed says it has no games and stays out of the sitemap.",
  );
