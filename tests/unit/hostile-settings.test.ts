// Issue "Real merchants ship", defect 3: a merchant folder can only write into the Content-Security-Policy,
// the shared nginx config, HTML, the manifest and script URLs what is safe there; the rest fails the check.
import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { loadMerchants } from '@/build/load';
import { samples } from './samples';

const NOT_PLAIN = 'is not a plain host name (ASCII letters, digits, "-" and "." between labels, optional :port)';
const ONE_LINE = 'must be a single line without control characters; found';

// As the operator stores a customer-service path that is not http (src/config/customer-service-path.ts).
const encryptPath = (plaintext: string, key: string) =>
  CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(plaintext), CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString() + key;

/** The problems of the luckystar sample after `edit`, without the file name. */
function problemsAfter(edit: (settings: any) => void): string[] {
  const m = samples();
  m.edit('luckystar', edit);
  const prefix = `${m.where('luckystar')}: `;
  return loadMerchants(m.dir, ['luckystar']).problems.map((problem) =>
    problem.startsWith(prefix) ? problem.slice(prefix.length) : problem,
  );
}

describe('hostile or careless settings (defect 3)', () => {
  it.each<[string, (settings: any) => void, string]>([
    [
      'a pixel script whose host is "*" (it would allow every https script)',
      (s) => (s.tracking.scripts.facebook = 'https://*/p.js'),
      `tracking.scripts.facebook: host "*" ${NOT_PLAIN}, got "https://*/p.js"`,
    ],
    [
      'a pixel script host with ";" (it would end script-src and start a directive)',
      (s) => (s.tracking.scripts.gtag = 'https://a;b.example/p.js'),
      `tracking.scripts.gtag: host "a;b.example" ${NOT_PLAIN}, got "https://a;b.example/p.js"`,
    ],
    [
      'a pixel script host with "$" (nginx would expand it)',
      (s) => (s.tracking.scripts.facebook = 'https://a$b.example/p.js'),
      `tracking.scripts.facebook: host "a$b.example" ${NOT_PLAIN}, got "https://a$b.example/p.js"`,
    ],
    [
      'a pixel script with user info before its host',
      (s) => (s.tracking.scripts.facebook = 'https://user:pw@host.example/p.js'),
      'tracking.scripts.facebook: must not carry user info ("user:pw@"): it hides the real host from the player, got "https://user:pw@host.example/p.js"',
    ],
    [
      'a pixel script host that browsers rewrite (0x7f.1 is 127.0.0.1)',
      (s) => (s.tracking.scripts.facebook = 'https://0x7f.1/p.js'),
      'tracking.scripts.facebook: host "0x7f.1" is read by browsers as "127.0.0.1"; write that instead, got "https://0x7f.1/p.js"',
    ],
    [
      'a pixel script host with a trailing dot',
      (s) => (s.tracking.scripts.facebook = 'https://host.example./p.js'),
      `tracking.scripts.facebook: host "host.example." ${NOT_PLAIN}, got "https://host.example./p.js"`,
    ],
    [
      'a pixel script host that is not ASCII',
      (s) => (s.tracking.scripts.facebook = 'https://bücher.example/p.js'),
      `tracking.scripts.facebook: host "bücher.example" ${NOT_PLAIN}; write an international name in its "xn--" form, got "https://bücher.example/p.js"`,
    ],
    [
      'a pixel script URL with a line break',
      (s) => (s.tracking.scripts.facebook = 'https://host.example/p.js\n'),
      'tracking.scripts.facebook: must not contain control characters; found U+000A (line feed) at character 26',
    ],
    [
      'a chat script on a wildcard host',
      (s) => (s.customerService[0].path = 'https://*.livechatinc.com/x.js'),
      `customerService.0.path: host "*.livechatinc.com" ${NOT_PLAIN}, got "https://*.livechatinc.com/x.js"`,
    ],
    [
      'an http chat script on the https page',
      (s) => (s.customerService[0].path = 'http://cdn.livechatinc.com/x.js'),
      'customerService.0.path: must be an https URL, a path on the site ("/__...") or an encrypted path (Base64, then its 8-character key), got "http://cdn.livechatinc.com/x.js"',
    ],
    [
      'an encrypted chat path that decrypts to a wildcard host',
      (s) => (s.customerService[1].path = encryptPath('https://*.evil.example/x.js', 'k3Y9abcd')),
      `customerService.1.path: decrypts to "https://*.evil.example/x.js": host "*.evil.example" ${NOT_PLAIN}, got "https://*.evil.example/x.js"`,
    ],
    [
      'an encrypted chat path that decrypts to a host with ";"',
      (s) => (s.customerService[1].path = encryptPath('https://a;b.example/chat', 'abcdefgh')),
      `customerService.1.path: decrypts to "https://a;b.example/chat": host "a;b.example" ${NOT_PLAIN}, got "https://a;b.example/chat"`,
    ],
    [
      'an encrypted chat path that does not decrypt with its key',
      (s) => (s.customerService[1].path = `${encryptPath('https://chat.example/a', 'abcdefgh').slice(0, -8)}zzzzzzzz`),
      'customerService.1.path: does not decrypt to a readable URL (Base64 DES-ECB with its last 8 characters as the key); the chat would never open',
    ],
    [
      'an api.baseUrl host with ";"',
      (s) => (s.api.baseUrl = 'https://api;x.example'),
      `api.baseUrl: host "api;x.example" ${NOT_PLAIN}, got "https://api;x.example"`,
    ],
    [
      'an api.baseUrl host with "$" (nginx proxy_pass would expand it)',
      (s) => (s.api.baseUrl = 'https://api$host.example'),
      `api.baseUrl: host "api$host.example" ${NOT_PLAIN}, got "https://api$host.example"`,
    ],
    [
      'an api.baseUrl with a path (nginx proxies /wps to the origin, dropping it)',
      (s) => (s.api.baseUrl = 'https://api.operator.example/base/'),
      'api.baseUrl: must be an origin only, like "https://api.example.com" (no path, query or trailing "/"), got "https://api.operator.example/base/"',
    ],
    [
      "LINE's authorize URL on a wildcard host",
      (s) => (s.social.line.authorizeUrl = 'https://*/oauth2/v2.1/authorize'),
      `social.line.authorizeUrl: host "*" ${NOT_PLAIN}, got "https://*/oauth2/v2.1/authorize"`,
    ],
    [
      'a download link on a wildcard host',
      (s) => (s.downloads[0].url = 'https://*.example/a.apk'),
      `downloads.0.url: host "*.example" ${NOT_PLAIN}, got "https://*.example/a.apk"`,
    ],
    [
      'a name that injects a server block into the nginx config',
      (s) => (s.name = 'Lucky\n} server {'),
      `name: ${ONE_LINE} U+000A (line feed) at character 6`,
    ],
    [
      'a name with a line separator (U+2028)',
      (s) => (s.name = 'Lucky\u2028Star'),
      `name: ${ONE_LINE} U+2028 (line separator) at character 6`,
    ],
    [
      'a name that ends in a line break',
      (s) => (s.name = 'Lucky Star\r\n'),
      `name: ${ONE_LINE} U+000D (carriage return) at character 11`,
    ],
    [
      'a shortName with a tab',
      (s) => (s.shortName = 'Lucky\tStar'),
      `shortName: ${ONE_LINE} U+0009 (tab) at character 6`,
    ],
    [
      'an app_desc with a NUL',
      (s) => (s.template.app_desc = 'Slots\u0000 and more'),
      `template.app_desc: ${ONE_LINE} U+0000 (NUL) at character 6`,
    ],
    [
      'a login prompt with a C1 control (NEL)',
      (s) => (s.template.login_prompt_text = 'Welcome\u0085back'),
      `template.login_prompt_text: ${ONE_LINE} U+0085 at character 8`,
    ],
    [
      'a currency symbol that is a paragraph separator',
      (s) => (s.currency.symbol = '\u2029'),
      `currency.symbol: ${ONE_LINE} U+2029 (paragraph separator) at character 1`,
    ],
    [
      'a csPosition with a line break',
      (s) => (s.customerService[0].csPosition = 'HEADER\n'),
      `customerService.0.csPosition: ${ONE_LINE} U+000A (line feed) at character 7`,
    ],
    [
      'a VIP label with DEL',
      (s) => (s.customerService[1].labelIds = ['VIP3', 'VIP\u007f4']),
      `customerService.1.labelIds.1: ${ONE_LINE} U+007F (DEL) at character 4`,
    ],
    [
      'a Bigo id with a line break',
      (s) => (s.tracking.bigoId = 'b1\nb2'),
      'tracking.bigoId: must be an id of at most 64 letters, digits, ".", "_" and "-" (or "" for none), got "b1\\nb2"',
    ],
    [
      'a Propeller id with markup',
      (s) => (s.tracking.propellerId = '1"><script>'),
      'tracking.propellerId: must be an id of at most 64 letters, digits, ".", "_" and "-" (or "" for none), got "1\\"><script>"',
    ],
    [
      'a GEETEST_ID that is not the vendor id shape (it is handed to the vendor script)',
      (s) => (s.captcha.geetestId = "x');alert(1)//"),
      'captcha.geetestId: must be a GEETEST_ID of 32 lower-case hex digits (or "" for none), got "x\');alert(1)//"',
    ],
    [
      'a Firebase API key with a quote',
      (s) => (s.social.firebase.apiKey = 'demo"key'),
      'social.firebase.apiKey: must be a web API key (1-100 letters, digits, "_" and "-") like "AIzaSyD-abc123", got "demo\\"key"',
    ],
    [
      'an unknown key with a line break, printed on one line',
      (s) => (s['x\ny'] = 1),
      '"x\\ny": unknown setting (check the spelling)',
    ],
  ])('refuses %s, naming the field', (_, edit, problem) => {
    expect(problemsAfter(edit)).toEqual([problem]);
  });

  it.each<[string, (settings: any) => void, string]>([
    [
      'a domain with "$" (nginx server_name)',
      (s) => (s.domains[1] = 'a$b.example'),
      'domains.1: must be a lower-case host name like "play.example.com" (no scheme, port or path), got "a$b.example"',
    ],
    [
      'an http pixel script on the https page',
      (s) => (s.tracking.scripts.facebook = 'http://host.example/p.js'),
      'tracking.scripts.facebook: must be an https URL or a path on the site, got "http://host.example/p.js"',
    ],
    [
      'a Firebase auth domain with ";" (it enters every directive of the policy), now by the host-name rule',
      (s) => (s.social.firebase.authDomain = 'a;b.firebaseapp.com'),
      'social.firebase.authDomain: must be a lower-case host name like "play.example.com" (no scheme, port or path), got "a;b.firebaseapp.com"',
    ],
  ])('still refuses %s, as it did before', (_, edit, problem) => {
    expect(problemsAfter(edit)).toEqual([problem]);
  });

  it('takes plain hosts with a port, punycode, upper case and encrypted paths that decrypt to one', () => {
    expect(
      problemsAfter((s) => {
        s.tracking.scripts.facebook = 'https://CDN.Example.com:8443/fb/events.js?id=1#x';
        s.tracking.scripts.gtag = 'https://xn--bcher-kva.example/gtag/js';
        s.api.baseUrl = 'https://API.operator.example:8443';
        s.social.line.authorizeUrl = 'https://access.line.me/oauth2/v2.1/authorize';
        s.customerService[0].path = 'https://cdn.livechatinc.com/tracking.js?license=19011101';
        s.customerService[1].path = encryptPath('https://chat.example.com/客服?site=7', 'k3Y9abcd');
        s.customerService[1].csPosition = 'MEMBER';
        s.captcha.geetestId = 'b3a1c6f2e9d84e7fa0c1d2e3f4a5b6c7';
        s.tracking.bigoId = 'bigo-123_A.b';
        s.name = '  Lucky Star  ';
      }),
    ).toEqual([]);
  });

  it('keeps the samples and the production-like fixture valid', () => {
    expect(loadMerchants('merchants').problems).toEqual([]);
    expect(loadMerchants('tests/fixtures/merchants').problems).toEqual([]);
  });
});
