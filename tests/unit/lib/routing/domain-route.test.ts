import { describe, expect, it, vi } from 'vitest';
import { attribution, hostAffiliate, isAffiliateCode } from '@/lib/auth/host-affiliate';
import { isHostname, SPEED_DOMAINS_MAX, speedDomains, speedDomainUrl } from '@/lib/routing/domain-route';
import { domainRouteCall, fetchHostAffiliate } from '@/flows/sign-in/api';
import { domainRouteSchema } from '@/lib/api/contract/system-answers';
import { registrationPayload } from '@/flows/sign-in/registration-payload';
import { mayaLoginBody, telegramLoginBody } from '@/flows/sign-in/social/social-payload';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { fakePage, sampleMerchant } from '../../flows/sign-in/fake-page';

const page = { host: 'luckystar.example', search: '?affiliateCode=A1&fbclid=F&token=secret&go=/m/game' };

describe('the affiliate of the host (SPEC 1, SPEC 3 affiliate info)', () => {
  it('takes codes of 1-32 letters, digits, "-" and "_" only', () => {
    expect(isAffiliateCode('AFF_01-x')).toBe(true);
    expect(isAffiliateCode('A'.repeat(32))).toBe(true);
    for (const bad of ['', 'A'.repeat(33), 'AB CD', 'A1<script>', 'Ä1', 42, null])
      expect(isAffiliateCode(bad)).toBe(false);
  });

  it("keeps the answer's codes that are codes and drops the others", () => {
    expect(hostAffiliate({ affiliateCode: 'HOST1', referralCode: 'REF1' })).toEqual({
      code: 'HOST1',
      referralCode: 'REF1',
    });
    expect(hostAffiliate({ affiliateCode: 'bad code', referralCode: 7 })).toEqual({});
    expect(hostAffiliate(null)).toEqual({});
  });

  it("sends the URL's codes when the URL brought them, the host's otherwise", () => {
    const host = { code: 'HOST1', referralCode: 'HREF' };
    expect(attribution({ affiliateCode: 'URL1', referralCode: 'UREF' }, host)).toEqual({
      affiliateCode: 'URL1',
      referralCode: 'UREF',
    });
    expect(attribution({ affiliateCode: 'URL1' }, host)).toEqual({ affiliateCode: 'URL1', referralCode: 'HREF' });
    expect(attribution(undefined, host)).toEqual({ affiliateCode: 'HOST1', referralCode: 'HREF' });
    expect(attribution(undefined, {})).toEqual({ affiliateCode: undefined, referralCode: undefined });
  });

  it("registration and the social sign-ups carry the host's code when the URL had none", () => {
    const host = { code: 'HOST1', referralCode: 'HREF' };
    const bare = fakePage({ href: 'https://luckystar.example/m/register' }).page;
    const form = { mode: 'username', username: 'newplayer1', password: 'secret123', agent: false } as const;
    expect(registrationPayload(bare, sampleMerchant(), form, undefined, host)).toMatchObject({
      affiliateCode: 'HOST1',
      referralCode: 'HREF',
    });
    expect(telegramLoginBody(bare, 'auth', host)).toMatchObject({ affiliateCode: 'HOST1', referralCode: 'HREF' });
    expect(mayaLoginBody(bare, 's1', undefined, host)).toMatchObject({ affiliateCode: 'HOST1' });

    const fromUrl = fakePage({
      href: 'https://luckystar.example/m/register?affiliateCode=URL1',
      local: { [STORAGE_KEYS.regInfo]: JSON.stringify({ affiliateCode: 'URL1', originalDomain: 'luckystar.example' }) },
    }).page;
    expect(registrationPayload(fromUrl, sampleMerchant(), form, undefined, host)).toMatchObject({
      affiliateCode: 'URL1',
      referralCode: 'HREF',
    });
    expect(
      registrationPayload(fromUrl, sampleMerchant(), { ...form, referralCode: 'FORM1' }, undefined, host),
    ).toMatchObject({ referralCode: 'FORM1' });
  });

  it('asks GET /wps/system/domainRoute {device} cached, without alert or retry, for at most 3 s, and treats a failure as no affiliate', async () => {
    const get = vi.fn().mockResolvedValue({ affiliateCode: 'HOST1' });
    await expect(fetchHostAffiliate({ get })).resolves.toEqual({ code: 'HOST1' });
    expect(get).toHaveBeenCalledWith(domainRouteCall.path, {
      query: { device: 'MOBILE' },
      cache: true,
      alert: false,
      retry: false,
      timeoutMs: 3000,
    });
    expect(domainRouteCall.path).toBe('/wps/system/domainRoute');
    await expect(fetchHostAffiliate({ get: vi.fn().mockRejectedValue(new Error('offline')) })).resolves.toEqual({});
  });
});

describe('the speed domains of /m/index (SPEC 2)', () => {
  it('knows a host name from anything else', () => {
    for (const good of ['fast.example', 'a-b.c1.example', 'xn--80ak6aa92e.example', 'luckystar.localhost'])
      expect(isHostname(good)).toBe(true);
    for (const bad of ['example', '-a.example', 'a-.example', 'a..example', '10.0.0.1', `${'a'.repeat(64)}.example`])
      expect(isHostname(bad)).toBe(false);
  });

  it('opens https://<host>/m/home with the preserved query only', () => {
    expect(speedDomainUrl('fast.example', page.search)).toBe('https://fast.example/m/home?affiliateCode=A1&fbclid=F');
    expect(speedDomainUrl('https://FAST.example/', '')).toBe('https://fast.example/m/home');
    expect(speedDomainUrl('https://fast.example:8443', '')).toBe('https://fast.example:8443/m/home');
  });

  it('refuses other schemes, credentials, paths, queries, IPs and anything not a host', () => {
    for (const bad of [
      'http://fast.example',
      'javascript:alert(1)',
      '//fast.example',
      'https://user:pw@fast.example',
      'user@fast.example',
      'https://fast.example/m/home',
      'https://fast.example?x=1',
      'https://fast.example#x',
      'https://fast.example:99999',
      'https://fast.example:0',
      'https://127.0.0.1',
      ' fast.example',
      'fast.example\n',
      'fast_1.example',
      'fäst.example',
      '',
      42,
      null,
    ])
      expect(speedDomainUrl(bad, page.search)).toBeUndefined();
  });

  it('lists the valid ones, each once, not the host the page is on, at most ten', () => {
    const answer = {
      speedDomains: [
        'fast1.example',
        'https://evil.example/path',
        'FAST1.example',
        'luckystar.example',
        'fast2.example',
      ],
    };
    expect(speedDomains(answer, page)).toEqual([
      { host: 'fast1.example', url: 'https://fast1.example/m/home?affiliateCode=A1&fbclid=F' },
      { host: 'fast2.example', url: 'https://fast2.example/m/home?affiliateCode=A1&fbclid=F' },
    ]);
    const many = { speedDomains: Array.from({ length: 12 }, (_, index) => `f${index}.example`) };
    expect(speedDomains(many, page)).toHaveLength(SPEED_DOMAINS_MAX);
    expect(SPEED_DOMAINS_MAX).toBe(10);
    expect(speedDomains({ speedDomains: 'fast.example' }, page)).toEqual([]);
    expect(speedDomains(undefined, page)).toEqual([]);
  });

  it('the contract drops a bad speed domain, not the answer, and rejects a bad code', () => {
    const parsed = domainRouteSchema.parse({ affiliateCode: null, speedDomains: ['fast.example', 'http://x.example'] });
    expect(parsed.speedDomains).toEqual(['fast.example', null]);
    expect(domainRouteSchema.safeParse({ affiliateCode: 'a b', speedDomains: [] }).success).toBe(false);
  });
});
