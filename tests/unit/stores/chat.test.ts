import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_PART_WAIT_MS } from '@/config/constants';
import { $chatEntries, $chatRequest, chatEntriesLoaded, requestChat, type ChatEntry } from '@/stores/chat';

const entry = (index: number): ChatEntry => ({
  index,
  csType: 'LIVECHAT',
  label: 'LiveChat',
  inHeader: true,
  inMemberCentre: true,
});

afterEach(() => {
  vi.useRealTimers();
  $chatEntries.set(undefined);
  $chatRequest.set(undefined);
});

describe('the chat store shared by islands', () => {
  it('asks the chat part to open a chat only when it has one', () => {
    expect(requestChat()).toBe(false);
    $chatEntries.set([]);
    expect(requestChat()).toBe(false);
    expect($chatRequest.get()).toBeUndefined();
    $chatEntries.set([entry(0), entry(1)]);
    expect(requestChat(1)).toBe(true);
    expect($chatRequest.get()).toEqual({ entry: 1 });
    expect(requestChat()).toBe(true);
    expect($chatRequest.get()).toEqual({ entry: 'header' });
  });

  it('waits for the chat part to load its entries, at most CHAT_PART_WAIT_MS (5 s)', async () => {
    vi.useFakeTimers();
    expect(CHAT_PART_WAIT_MS).toBe(5_000);
    const loaded = chatEntriesLoaded(CHAT_PART_WAIT_MS);
    await vi.advanceTimersByTimeAsync(4_999);
    $chatEntries.set([entry(0)]);
    await expect(loaded).resolves.toEqual([entry(0)]);
  });

  it('gives up after the wait when the chat part never loads, and answers at once when it has', async () => {
    vi.useFakeTimers();
    const never = chatEntriesLoaded(CHAT_PART_WAIT_MS);
    let settled = false;
    void never.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(never).resolves.toBeUndefined();
    $chatEntries.set([]);
    await expect(chatEntriesLoaded(CHAT_PART_WAIT_MS)).resolves.toEqual([]);
  });
});
