import { describe, expect, it, vi } from 'vitest';
import { trackEvent } from '@/lib/tracking/deliver-event';
import { memoryStore } from '../memory-store';

const transport = () => ({ send: vi.fn(async () => undefined), ping: vi.fn(async () => undefined) });

describe('tracking an event (SPEC 4)', () => {
  it('sends the payload once, then reports it as skipped', async () => {
    const deps = {
      stores: { local: memoryStore(), session: memoryStore() },
      transport: transport(),
      newEventId: () => 'id-1',
    };
    await expect(trackEvent('deposit', { customerId: 'c1', amount: 20, currency: 'TLB' }, deps)).resolves.toEqual({
      delivered: 'send',
      sendAttempts: 1,
      pingAttempts: 0,
    });
    expect(deps.transport.send).toHaveBeenCalledWith({
      name: 'deposit',
      payload: {
        eventID: 'id-1',
        customerId: 'c1',
        revenue: 20,
        value: 20,
        amount: 20,
        af_revenue: 20,
        currency: 'PHP',
        af_currency: 'PHP',
      },
    });
    await expect(trackEvent('deposit', { customerId: 'c1', amount: 30 }, deps)).resolves.toBe('skipped');
    expect(deps.transport.send).toHaveBeenCalledTimes(1);
  });

  it('tells the pixels of an event with the very payload the server gets, and of nothing skipped', async () => {
    const forward = vi.fn();
    const deps = {
      stores: { local: memoryStore(), session: memoryStore() },
      transport: transport(),
      newEventId: () => 'id-2',
      forward,
    };
    await trackEvent('register', { customerId: 'c9', customerName: 'neo' }, deps);
    await trackEvent('register', { customerId: 'c9', customerName: 'neo' }, deps);
    expect(forward).toHaveBeenCalledTimes(1);
    expect(forward).toHaveBeenCalledWith((deps.transport.send.mock.calls as unknown as [unknown][])[0]![0]);
    expect(forward.mock.calls[0]![0]).toMatchObject({
      name: 'register',
      payload: { eventID: 'id-2', customerId: 'c9' },
    });
  });

  it('keys firstDeposit by the customer of the payload', async () => {
    const deps = { stores: { local: memoryStore(), session: memoryStore() }, transport: transport() };
    await expect(trackEvent('firstDeposit', { customerId: 'c1' }, deps)).resolves.toMatchObject({ delivered: 'send' });
    await expect(trackEvent('firstDeposit', { customerId: 'c2' }, deps)).resolves.toMatchObject({ delivered: 'send' });
    await expect(trackEvent('firstDeposit', { customerId: 'c1' }, deps)).resolves.toBe('skipped');
    await expect(trackEvent('firstDeposit', {}, deps)).resolves.toBe('skipped');
    const sent = deps.transport.send.mock.calls as unknown as [{ payload: { eventID: string } }][];
    expect(sent[0]![0].payload.eventID).toMatch(/^[0-9a-f-]{36}$/);
  });
});
