import { describe, expect, it } from 'vitest';
import { NOTIFICATION_PROMPT_INTERVAL_MS } from '@/config/constants';
import {
  afterPermissionAnswer,
  lastNotificationPromptAt,
  mayOfferNotificationPrompt,
  recordNotificationPrompt,
  type NotificationPromptFacts,
} from '@/lib/pwa/notification-prompt';
import { guardStorage } from '@/lib/storage/guarded-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { memoryStore } from '../memory-store';

const facts: NotificationPromptFacts = {
  pushConfigured: true,
  member: true,
  permission: 'default',
  lastOfferedAt: undefined,
  now: 5_000_000_000,
};

describe('notification-permission modal (SPEC 4, SPEC 9 "once per day")', () => {
  it('is offered to a member of a push merchant who has not answered the browser yet', () => {
    expect(mayOfferNotificationPrompt(facts)).toBe(true);
    expect(mayOfferNotificationPrompt({ ...facts, permission: 'denied' })).toBe(true);
  });

  it('is not offered without push settings, to guests, once granted, or without the API', () => {
    expect(mayOfferNotificationPrompt({ ...facts, pushConfigured: false })).toBe(false);
    expect(mayOfferNotificationPrompt({ ...facts, member: false })).toBe(false);
    expect(mayOfferNotificationPrompt({ ...facts, permission: 'granted' })).toBe(false);
    expect(mayOfferNotificationPrompt({ ...facts, permission: 'unsupported' })).toBe(false);
  });

  it('is offered again a day (86400000 ms) after the last time, not 1 ms before', () => {
    const lastOfferedAt = facts.now;
    const at = (now: number) => mayOfferNotificationPrompt({ ...facts, lastOfferedAt, now });
    expect(at(lastOfferedAt + NOTIFICATION_PROMPT_INTERVAL_MS - 1)).toBe(false);
    expect(at(lastOfferedAt + NOTIFICATION_PROMPT_INTERVAL_MS)).toBe(true);
    expect(NOTIFICATION_PROMPT_INTERVAL_MS).toBe(86_400_000);
  });

  it('remembers when it was offered', () => {
    const storage = guardStorage(memoryStore());
    expect(lastNotificationPromptAt(storage)).toBeUndefined();
    recordNotificationPrompt(storage, 123);
    expect(lastNotificationPromptAt(storage)).toBe(123);
    storage.setItem(STORAGE_KEYS.notificationPromptAt, 'garbage');
    expect(lastNotificationPromptAt(storage)).toBeUndefined();
  });

  it('granted leads to push registration; denied or dismissed to the tips alert', () => {
    expect(afterPermissionAnswer('granted')).toBe('register');
    expect(afterPermissionAnswer('denied')).toBe('tips');
    expect(afterPermissionAnswer('default')).toBe('tips');
  });
});
