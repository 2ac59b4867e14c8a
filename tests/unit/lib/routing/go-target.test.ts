import { describe, expect, it } from 'vitest';
import { safeGoTarget } from '@/lib/routing/go-target';

describe('safe go targets (SPEC 2, SPEC 5: begins with /m/ and stays on this origin)', () => {
  it.each([
    ['/m/home', '/m/home'],
    ['/m/activity?id=3', '/m/activity?id=3'],
    ['/m/game#top', '/m/game#top'],
    ['/m/member/home', '/m/member/home'],
    ['/m/launchGame?vendor=V&code=lobby', '/m/launchGame?vendor=V&code=lobby'],
  ])('accepts %s', (go, expected) => {
    expect(safeGoTarget(go)).toBe(expected);
  });

  it('rejects a missing or empty target', () => {
    expect(safeGoTarget(undefined)).toBeUndefined();
    expect(safeGoTarget(null)).toBeUndefined();
    expect(safeGoTarget('')).toBeUndefined();
  });

  it('rejects a target that does not begin with /m/', () => {
    expect(safeGoTarget('/home')).toBeUndefined();
    expect(safeGoTarget('/m')).toBeUndefined();
    expect(safeGoTarget('m/home')).toBeUndefined();
    expect(safeGoTarget('/mobile/home')).toBeUndefined();
  });

  it('rejects a protocol-relative target (//evil.com)', () => {
    expect(safeGoTarget('//evil.com')).toBeUndefined();
  });

  it('rejects a go target that leaves the origin through a backslash', () => {
    expect(safeGoTarget('/\\evil.com')).toBeUndefined();
    expect(safeGoTarget('/m/\\evil.com')).toBeUndefined();
    expect(safeGoTarget('/m\\/evil.com')).toBeUndefined();
  });

  it('rejects a dot-segment that leads to a double slash (/m/..//evil.com)', () => {
    expect(safeGoTarget('/m/..//evil.com')).toBeUndefined();
  });

  it('rejects a double slash inside the path (/m//evil.com)', () => {
    expect(safeGoTarget('/m//evil.com')).toBeUndefined();
  });

  it('rejects encoded slashes, at the start or under /m/', () => {
    expect(safeGoTarget('%2F%2Fevil.com')).toBeUndefined();
    expect(safeGoTarget('/m/%2F%2Fevil.com')).toBeUndefined();
    expect(safeGoTarget('/m/%2f%2fevil.com')).toBeUndefined();
  });

  it('rejects an encoded backslash (/m/%5Cevil.com)', () => {
    expect(safeGoTarget('/m/%5Cevil.com')).toBeUndefined();
    expect(safeGoTarget('/m/%5cevil.com')).toBeUndefined();
  });

  it('rejects double-encoded slashes and backslashes', () => {
    expect(safeGoTarget('/m/%252F%252Fevil.com')).toBeUndefined();
    expect(safeGoTarget('/m/%255Cevil.com')).toBeUndefined();
    expect(safeGoTarget('/m/%25252F%25252Fevil.com')).toBeUndefined();
  });

  it('rejects a mixed-case prefix (/M/home)', () => {
    expect(safeGoTarget('/M/home')).toBeUndefined();
    expect(safeGoTarget('/m/home')).toBe('/m/home');
  });

  it('rejects an encoded CR LF (header injection)', () => {
    expect(safeGoTarget('/m/home%0d%0aSet-Cookie:%20a=b')).toBeUndefined();
    expect(safeGoTarget('/m/home%0D%0ASet-Cookie')).toBeUndefined();
    expect(safeGoTarget('/m/home%250d%250aSet-Cookie')).toBeUndefined();
  });

  it.each([
    ['tab', '\t'],
    ['newline', '\n'],
    ['carriage return', '\r'],
    ['NUL', '\u0000'],
    ['DEL', '\u007f'],
  ])('rejects a raw %s inside', (_name, char) => {
    expect(safeGoTarget(`/m/ho${char}me`)).toBeUndefined();
    expect(safeGoTarget(`/m/${char}/evil.com`)).toBeUndefined();
  });

  it('rejects encoded control characters (%09, %00, %7f)', () => {
    expect(safeGoTarget('/m/ho%09me')).toBeUndefined();
    expect(safeGoTarget('/m/ho%00me')).toBeUndefined();
    expect(safeGoTarget('/m/ho%7fme')).toBeUndefined();
  });

  it('rejects other schemes and absolute URLs', () => {
    expect(safeGoTarget('javascript:alert(1)')).toBeUndefined();
    expect(safeGoTarget('https://evil.com/m/home')).toBeUndefined();
    expect(safeGoTarget('data:text/html,<script>alert(1)</script>')).toBeUndefined();
  });

  it('rejects dot-segments that climb out of /m/', () => {
    expect(safeGoTarget('/m/../../evil')).toBeUndefined();
    expect(safeGoTarget('/m/../evil')).toBeUndefined();
    expect(safeGoTarget('/m/%2e%2e/evil')).toBeUndefined();
  });

  it('rejects malformed percent-encoding', () => {
    expect(safeGoTarget('/m/%E0%A4%A')).toBeUndefined();
    expect(safeGoTarget('/m/100%')).toBeUndefined();
  });

  it('rejects a target encoded four times over, and accepts one encoded three times', () => {
    // 'A' -> %41 -> %2541 -> %252541 -> %25252541
    expect(safeGoTarget('/m/%25252541')).toBeUndefined();
    expect(safeGoTarget('/m/%252541')).toBe('/m/%252541');
  });

  it('normalises harmless dot-segments that stay under /m/', () => {
    expect(safeGoTarget('/m/member/../home')).toBe('/m/home');
    expect(safeGoTarget('/m/./game')).toBe('/m/game');
  });

  it('keeps a query that holds slashes: it cannot change the origin', () => {
    expect(safeGoTarget('/m/activity?back=//x')).toBe('/m/activity?back=//x');
  });
});
