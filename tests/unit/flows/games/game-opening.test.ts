// Issue 27 item 4: a launched game (lottery launches too) opens inside the app when the merchant's
// games.frame.origins admit its URL's origin, matched as the Content-Security-Policy matches frame sources;
// any other game leaves for its URL (SPEC 4). Only an http(s) URL ever reaches the frame.
import { describe, expect, it } from 'vitest';
import { framedGameUrl } from '@/config/frame-origins';
import { gameOpening } from '@/flows/games/launch-rules';

const ORIGINS = ['https://games.vendor.example', 'https://*.rocket.example', 'http://games.localhost:*'];

describe('frame or redirect (gameOpening)', () => {
  it.each([
    'https://games.vendor.example/launch?token=abc',
    'https://GAMES.vendor.example/launch',
    'https://eu.rocket.example/play',
    'https://a.b.rocket.example/play',
    'http://games.localhost:4321/__sandbox/game?name=RocketX',
    'http://games.localhost/__sandbox/game',
  ])('frames %s', (url) => {
    expect(gameOpening(url, ORIGINS)).toEqual({ type: 'frame', url: new URL(url).href });
  });

  it.each([
    ['another vendor', 'https://games.other.example/launch'],
    ['a look-alike host', 'https://games.vendor.example.evil.example/launch'],
    ['a look-alike suffix', 'https://evilrocket.example/launch'],
    ['the wildcard parent itself (CSP: "*." needs a subdomain)', 'https://rocket.example/launch'],
    ['another port', 'https://games.vendor.example:8443/launch'],
    ['plain http of an https origin', 'http://games.vendor.example/launch'],
    ['https of the http stand-in', 'https://games.localhost:4321/'],
    ['the site itself', 'https://luckystar.example/m/home'],
  ])('redirects to %s', (_name, url) => {
    expect(gameOpening(url, ORIGINS)).toEqual({ type: 'redirect', url });
  });

  it('redirects every game of a merchant that frames none (the default)', () => {
    expect(gameOpening('https://games.vendor.example/launch', [])).toEqual({
      type: 'redirect',
      url: 'https://games.vendor.example/launch',
    });
  });

  it('never frames what is not an http(s) URL, nor one with user info', () => {
    for (const url of [
      'javascript:alert(1)//https://games.vendor.example',
      'data:text/html,<script>alert(1)</script>',
      'blob:https://games.vendor.example/1',
      'https://user:pw@games.vendor.example/',
      'not a url',
    ])
      expect(framedGameUrl(url, [...ORIGINS, 'https://*.vendor.example'])).toBeUndefined();
  });
});
