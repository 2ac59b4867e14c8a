import { describe, expect, it } from 'vitest';
import { loginUrl, loginUrlFor, pageGoTarget } from '@/lib/routing/navigation';

const parse = (url: string) => new URL(url, 'https://x.invalid');

describe('the login URL with go (SPEC 2 "Routing rules")', () => {
  it('sends to /m/login with the go target', () => {
    expect(loginUrl('/m/inviteFriends')).toBe('/m/login?go=%2Fm%2FinviteFriends');
  });

  it('keeps the preserved query parameters of the current page and drops the others', () => {
    const url = parse(loginUrl('/m/rng?vendor=V', '?affiliateCode=A1&vendor=V'));
    expect(url.pathname).toBe('/m/login');
    expect(url.searchParams.get('affiliateCode')).toBe('A1');
    expect(url.searchParams.get('go')).toBe('/m/rng?vendor=V');
    expect(url.searchParams.has('vendor')).toBe(false);
  });

  it('names a page as a go target without .html and with its query', () => {
    expect(pageGoTarget({ pathname: '/m/member/home.html', search: '?r=R1' })).toBe('/m/member/home?r=R1');
  });

  it('returns to the page it is built for', () => {
    const url = parse(loginUrlFor({ pathname: '/m/launchGame.html', search: '?code=lobby&cid=7' }));
    expect(url.searchParams.get('go')).toBe('/m/launchGame?code=lobby&cid=7');
    expect(url.searchParams.get('cid')).toBe('7');
  });
});
