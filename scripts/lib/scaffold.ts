// What `npm run new:merchant` writes: a valid merchant.json and simple branded SVG assets.

/** What ops answered (or the defaults); checked by loading the written folder, not here. */
type ScaffoldAnswers = {
  code: string;
  name: string;
  domain: string;
  primary: string;
  accent: string;
  language: string;
  merchantCode?: string | undefined;
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function merchantJson({ code, name, domain, primary, accent, language, merchantCode }: ScaffoldAnswers) {
  return {
    $schema: '../merchant.schema.json',
    name,
    shortName: name.length <= 12 ? name : name.replace(/\s+/g, '').slice(0, 12),
    merchantCode:
      merchantCode ??
      code
        .toUpperCase()
        .replace(/[^A-Z0-9_-]/g, '')
        .slice(0, 32)
        .padEnd(2, 'X'),
    domains: [domain],
    languages: { default: language, enabled: [...new Set([language, 'EN'])] },
    theme: {
      primary,
      onPrimary: '#ffffff',
      accent,
      background: '#f6f6f8',
      surface: '#ffffff',
      text: '#1d1d24',
      themeColor: primary,
    },
    template: {
      h5_logo: 'assets/logo.svg',
      app_desc: `Play at ${name}.`,
      app_background: primary,
      app_desc_font_color: '#ffffff',
      login_prompt_text: '',
      favicon: 'assets/icon.svg',
      splash: 'assets/splash.svg',
      pwa: true,
      desktop_app_feature: false,
      apple_touch_icon: 'assets/apple-touch-icon.svg',
    },
    currency: { code: 'USD', symbol: '$', position: 'before' },
    country: { code: 'PH', dialingCode: '+63' },
    flags: {},
    captcha: { enabled: false },
    downloads: [],
    customerService: [],
    api: { baseUrl: '' },
    redirectAllowlist: [domain],
    tracking: {},
  };
}

export function assetFiles({ name, primary, accent }: Pick<ScaffoldAnswers, 'name' | 'primary' | 'accent'>) {
  const initial = escapeXml(name.trim()[0]?.toUpperCase() ?? 'M');
  const mark = (size: number) =>
    `<rect width="${size}" height="${size}" fill="${primary}"/><circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.36}" fill="${accent}"/>`;
  return {
    'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64" role="img" aria-label="${escapeXml(name)}"><circle cx="32" cy="32" r="28" fill="${accent}"/><text x="32" y="41" text-anchor="middle" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="${primary}">${initial}</text><text x="70" y="41" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="#ffffff">${escapeXml(name)}</text></svg>\n`,
    'icon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">${mark(512)}</svg>\n`,
    'apple-touch-icon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 180" width="180" height="180">${mark(180)}</svg>\n`,
    'splash.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1080 1920" width="1080" height="1920"><rect width="1080" height="1920" fill="${primary}"/><circle cx="540" cy="820" r="260" fill="${accent}"/></svg>\n`,
  };
}
