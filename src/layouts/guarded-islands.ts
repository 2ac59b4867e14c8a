// client:guarded, Astro's custom client directive for the islands of member pages (SPEC 2 guard). Astro
// inlines this file into each page that uses it, before the islands.
import type { ClientDirective } from 'astro';

/** The island hydrates once the page guard has let the visitor stay, so a guest sent to the login never fetches it. */
const guarded: ClientDirective = (load) => {
  // As client:load does: load() fetches the component and renderer and gives back the hydration to run.
  const hydrate = async () => (await load())();
  const root = document.documentElement;
  // "public" pages and a guard that already passed load at once; "member" waits for page-start's verdict.
  if (root.dataset['guard'] !== 'member') return void hydrate();
  const observer = new MutationObserver(() => {
    if (root.dataset['guard'] !== 'passed') return;
    observer.disconnect();
    void hydrate();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-guard'] });
};

export default guarded;

declare module 'astro' {
  interface AstroClientDirectives {
    'client:guarded'?: boolean;
  }
}
