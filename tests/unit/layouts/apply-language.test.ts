// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyPageLanguage } from '@/layouts/apply-language';
import { addCatalogue } from '@/lib/i18n/translator';

addCatalogue('UR', {
  nav: { label: 'مرکزی', home: 'ہوم', member: 'میرا' },
  routes: { home: { title: 'ہوم', heading: '{{name}} میں خوش آمدید', description: '{{description}}' } },
});
addCatalogue('JA', {
  nav: { label: 'メイン', home: 'ホーム', member: 'マイページ' },
  routes: { home: { title: 'ホーム', heading: '{{name}}へようこそ', description: '{{description}}' } },
});

// The static parts as AppLayout and TabBar write them (English, left to right).
const PAGE = `
  <title data-i18n="routes.home.title" data-i18n-suffix=" | Lucky Star">Home | Lucky Star</title>
  <meta name="description" content="Slots" data-i18n="routes.home.description"
    data-i18n-values='{"name":"Lucky Star","description":"Slots"}' data-i18n-attr="content">
  <h1 class="page-heading" data-i18n="routes.home.heading" data-i18n-values='{"name":"Lucky Star"}'>Welcome to Lucky Star</h1>
  <div id="island"><button>Log in</button></div>
  <nav class="tabbar" aria-label="Main" data-i18n="nav.label" data-i18n-attr="aria-label">
    <a href="/m/home"><svg></svg><span data-i18n="nav.home">Home</span></a>
    <a href="/m/member/home"><svg></svg><span data-i18n="nav.member">Me</span></a>
  </nav>
  <p id="hostile" data-i18n="nav.home" data-i18n-attr="onclick">untouched</p>`;

beforeEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  document.documentElement.dataset['language'] = 'EN';
  document.head.innerHTML = '';
  document.body.innerHTML = PAGE;
});

const texts = () => [...document.querySelectorAll('.tabbar span')].map((span) => span.textContent);

describe('applyPageLanguage (the static parts follow a switch)', () => {
  it('sets lang, dir and data-language of the page, right to left for Urdu', () => {
    applyPageLanguage(document, 'UR');
    expect(document.documentElement.lang).toBe('ur');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.dataset['language']).toBe('UR');
    applyPageLanguage(document, 'JA');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ja', 'ltr']);
  });

  it('rewrites the title, the description, the heading and the tab bar, with their values', () => {
    applyPageLanguage(document, 'JA');
    expect(document.title).toBe('ホーム | Lucky Star');
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe('Slots');
    expect(document.querySelector('h1')!.textContent).toBe('Lucky Starへようこそ');
    expect(texts()).toEqual(['ホーム', 'マイページ']);
    expect(document.querySelector('nav')!.getAttribute('aria-label')).toBe('メイン');
    // The tab icons stay: only the marked label changes.
    expect(document.querySelectorAll('.tabbar svg')).toHaveLength(2);
  });

  it('leaves unmarked parts (the islands) and marks that are not valid texts as they are', () => {
    applyPageLanguage(document, 'UR');
    expect(document.querySelector('#island button')!.textContent).toBe('Log in');
    const hostile = document.getElementById('hostile')!;
    expect(hostile.textContent).toBe('untouched');
    expect(hostile.getAttribute('onclick')).toBeNull();
  });

  it('writes values as text, never as markup', () => {
    document.body.innerHTML = `<h1 data-i18n="routes.home.heading" data-i18n-values='{"name":"<img src=x onerror=alert(1)>"}'>x</h1>`;
    applyPageLanguage(document, 'JA');
    expect(document.querySelector('h1')!.textContent).toBe('<img src=x onerror=alert(1)>へようこそ');
    expect(document.querySelector('img')).toBeNull();
  });
});
