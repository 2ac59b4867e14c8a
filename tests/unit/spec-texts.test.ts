// The English texts SPEC 2 ("UI strings") and SPEC 8 quote, as the spec writes them, against the catalogue.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const english = JSON.parse(readFileSync('src/locales/EN.json', 'utf8')) as Record<
  string,
  Record<string, string> | string
>;
const at = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], english);

describe('SPEC 2 UI strings in English', () => {
  it.each([
    ['ui.update', 'Update'],
    ['ui.foundNewVersion', 'Found new version, click refresh'],
    ['ui.refresh', 'Refresh'],
    ['ui.pleaseWait', 'Please wait...'],
    ['ui.yourIp', 'Your IP address'],
    ['ui.maintenance', 'System Maintenance'],
    ['ui.accessDenied', 'Access Denied'],
    ['ui.contactUs', 'Contact Us'],
    ['ui.ok', 'Ok'],
    ['ui.confirmation', 'Confirmation'],
    ['ui.services', 'Services'],
    ['ui.retry', 'Retry'],
    ['ui.endTime', 'End time'],
    ['ui.internetLost', 'Internet lost, please refresh the page'],
  ])('%s is "%s"', (key, text) => {
    expect(at(key)).toBe(text);
  });
});

describe('SPEC 8 texts in English', () => {
  it.each([
    ['ui.notice', 'Notice'],
    ['ui.confirm', 'Confirm'],
    ['network_cors_error', 'Network Error / CORS Errors'],
  ])('%s is "%s"', (key, text) => {
    expect(at(key)).toBe(text);
  });

  it('says what maintenance and blocked access mean, with an apology (SPEC 2)', () => {
    expect(at('ui.maintenanceText')).toMatch(/maintenance.*serve.*better.*apologi[sz]e/i);
    expect(at('ui.accessDeniedText')).toMatch(/location or IP restriction.*apologi[sz]e/i);
  });
});
