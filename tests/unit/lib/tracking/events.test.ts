import { describe, expect, it } from 'vitest';
import {
  EVENT_ONCE_SCOPE,
  TRACKED_EVENTS,
  claimTrackedEvent,
  hasTrackedEvent,
  isTrackedEventName,
  trackedEventKey,
} from '@/lib/tracking/events';
import { brokenStore, memoryStore } from '../memory-store';

const stores = () => ({ local: memoryStore(), session: memoryStore() });

describe('tracked events (SPEC 4)', () => {
  it('names the twelve events of the spec', () => {
    expect(TRACKED_EVENTS).toEqual([
      'firstOpen',
      'a2hsFirstOpen',
      'viewContent',
      'register',
      'depositSubmit',
      'firstDeposit',
      'deposit',
      'redeposit',
      'withdraw',
      'login',
      'gameLaunch',
      'downloadApp',
    ]);
    expect(isTrackedEventName('login')).toBe(true);
    expect(isTrackedEventName('purchase')).toBe(false);
    expect(isTrackedEventName(1)).toBe(false);
  });

  it('sends viewContent once per session', () => {
    const s = stores();
    expect(EVENT_ONCE_SCOPE.viewContent).toBe('session');
    expect(claimTrackedEvent('viewContent', s)).toBe(true);
    expect(claimTrackedEvent('viewContent', s)).toBe(false);
    expect(s.session.data.size).toBe(1);
    expect(s.local.data.size).toBe(0);
    // a new session (fresh session store) sends it again
    expect(claimTrackedEvent('viewContent', { local: s.local, session: memoryStore() })).toBe(true);
  });

  it('sends firstDeposit once per customer', () => {
    const s = stores();
    expect(claimTrackedEvent('firstDeposit', s, 'c1')).toBe(true);
    expect(claimTrackedEvent('firstDeposit', s, 'c1')).toBe(false);
    expect(claimTrackedEvent('firstDeposit', s, 'c2')).toBe(true);
    expect(claimTrackedEvent('firstDeposit', s, 7)).toBe(true);
    expect(hasTrackedEvent('firstDeposit', s, 7)).toBe(true);
    expect(s.local.data.has('tracked_firstDeposit_c1')).toBe(true);
    // survives a new session
    expect(claimTrackedEvent('firstDeposit', { local: s.local, session: memoryStore() }, 'c1')).toBe(false);
  });

  it('does not send firstDeposit without a customer id', () => {
    const s = stores();
    expect(trackedEventKey('firstDeposit')).toBeUndefined();
    expect(trackedEventKey('firstDeposit', '')).toBeUndefined();
    expect(claimTrackedEvent('firstDeposit', s)).toBe(false);
    expect(hasTrackedEvent('firstDeposit', s)).toBe(false);
  });

  it.each([
    'firstOpen',
    'a2hsFirstOpen',
    'register',
    'depositSubmit',
    'deposit',
    'redeposit',
    'withdraw',
    'login',
    'gameLaunch',
    'downloadApp',
  ] as const)('sends %s once per browser, across sessions and customers', (name) => {
    const local = memoryStore();
    expect(EVENT_ONCE_SCOPE[name]).toBe('browser');
    expect(claimTrackedEvent(name, { local, session: memoryStore() }, 'c1')).toBe(true);
    expect(claimTrackedEvent(name, { local, session: memoryStore() }, 'c2')).toBe(false);
    expect(local.data.get(`tracked_${name}`)).toBe('1');
  });

  it('lets the event through when storage refuses, rather than losing it', () => {
    expect(hasTrackedEvent('login', { local: brokenStore, session: brokenStore })).toBe(false);
    expect(claimTrackedEvent('login', { local: brokenStore, session: brokenStore })).toBe(true);
  });
});
