// Islands read their page's effects here: this page by default, a fake one under <PageContext> in a unit test.
import { createContext, useContext } from 'react';
import { browserPage, type PageEffects } from './page-effects';

export const PageContext = createContext<PageEffects>(browserPage);

export const usePage = (): PageEffects => useContext(PageContext);
