// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPageGuard } from '@/lib/routing/page-guard';

const happyDOM = () => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;

let replace: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  sessionStorage.clear();
  delete document.documentElement.dataset['guard'];
  replace = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'replace').mockImplementation(replace);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('applyPageGuard (SPEC 2 guard on every page)', () => {
  it('replaces a member page by /m/login for a guest', () => {
    happyDOM().setURL('https://m.brand.example/m/member/home');
    applyPageGuard();
    expect(replace).toHaveBeenCalledWith('/m/login?go=%2Fm%2Fmember%2Fhome');
    expect(document.documentElement.dataset['guard']).toBeUndefined();
  });

  it('lets a member with a stored session through and marks the page', () => {
    happyDOM().setURL('https://m.brand.example/m/member/home');
    sessionStorage.setItem('session_info', JSON.stringify({ token: 't', merchantCode: 'm' }));
    applyPageGuard();
    expect(replace).not.toHaveBeenCalled();
    expect(document.documentElement.dataset['guard']).toBe('passed');
  });

  it('lets a visitor with a token in the query through', () => {
    happyDOM().setURL('https://m.brand.example/m/changePsw?token=abc');
    applyPageGuard();
    expect(replace).not.toHaveBeenCalled();
  });
});
