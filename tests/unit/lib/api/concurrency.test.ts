import { describe, expect, it } from 'vitest';
import { CONCURRENCY_LIMIT, GAME_LIST_CONCURRENCY_LIMIT } from '@/config/constants';
import { createRequestSlots } from '@/lib/api/concurrency';
import { gameListCall } from '@/flows/games/api';

/** A request that runs until `finish()` is called; `started` says whether its slot let it begin. */
function controlled<T>(value: T) {
  const handle = { started: false, finish: () => {}, fail: (_error: Error) => {} };
  const request = () =>
    new Promise<T>((resolve, reject) => {
      handle.started = true;
      handle.finish = () => resolve(value);
      handle.fail = reject;
    });
  return { handle, request };
}

/** Lets p-limit's queue move (it resumes on microtasks). */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe('concurrency limit (SPEC 7, SPEC 9)', () => {
  it('is 10, and 2 for the game list call', () => {
    expect(CONCURRENCY_LIMIT).toBe(10);
    expect(GAME_LIST_CONCURRENCY_LIMIT).toBe(2);
    expect(gameListCall.path).toBe('/wps/relay/GCSGAME_gameList');
  });

  it('holds the 11th concurrent request until one of the first 10 finishes', async () => {
    const slots = createRequestSlots(gameListCall.path);
    const requests = Array.from({ length: 11 }, (_, i) => controlled(i));
    const results = requests.map(({ request }, i) => slots.run(`/wps/p${i}`, request));
    await settle();
    expect(requests.map(({ handle }) => handle.started)).toEqual([...Array(10).fill(true), false]);
    expect(slots.active).toBe(10);
    expect(slots.pending).toBe(1);
    requests[6]!.handle.finish();
    await settle();
    expect(requests[10]!.handle.started).toBe(true);
    requests.forEach(({ handle }) => handle.finish());
    await expect(Promise.all(results)).resolves.toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('frees the slot of a request that fails', async () => {
    const slots = createRequestSlots(gameListCall.path);
    const requests = Array.from({ length: 11 }, (_, i) => controlled(i));
    const results = requests.map(({ request }, i) => slots.run(`/wps/p${i}`, request).catch((e: Error) => e.message));
    await settle();
    requests[0]!.handle.fail(new Error('down'));
    await settle();
    expect(requests[10]!.handle.started).toBe(true);
    requests.forEach(({ handle }) => handle.finish());
    await expect(results[0]).resolves.toBe('down');
    await Promise.all(results);
  });

  it('runs at most 2 game-list calls at once', async () => {
    const slots = createRequestSlots(gameListCall.path);
    const lists = Array.from({ length: 3 }, (_, i) => controlled(i));
    const results = lists.map(({ request }) => slots.run(gameListCall.path, request));
    await settle();
    expect(lists.map(({ handle }) => handle.started)).toEqual([true, true, false]);
    expect(slots.active).toBe(2);
    expect(slots.pending).toBe(1);
    lists[1]!.handle.finish();
    await settle();
    expect(lists[2]!.handle.started).toBe(true);
    lists.forEach(({ handle }) => handle.finish());
    await expect(Promise.all(results)).resolves.toEqual([0, 1, 2]);
  });

  it('lets other calls run beside two game-list calls', async () => {
    const slots = createRequestSlots(gameListCall.path);
    const lists = Array.from({ length: 2 }, (_, i) => controlled(i));
    const others = Array.from({ length: 8 }, (_, i) => controlled(i));
    lists.forEach(({ request }) => void slots.run(gameListCall.path, request));
    others.forEach(({ request }, i) => void slots.run(`/wps/relay/GCSGAME_hotGamesV2?${i}`, request));
    await settle();
    expect([...lists, ...others].every(({ handle }) => handle.started)).toBe(true);
    expect(slots.active).toBe(10);
  });

  it('counts game-list calls within the overall 10', async () => {
    const slots = createRequestSlots(gameListCall.path);
    const others = Array.from({ length: 10 }, (_, i) => controlled(i));
    const list = controlled('list');
    others.forEach(({ request }, i) => void slots.run(`/wps/p${i}`, request));
    void slots.run(gameListCall.path, list.request);
    await settle();
    expect(list.handle.started).toBe(false);
    others[0]!.handle.finish();
    await settle();
    expect(list.handle.started).toBe(true);
  });

  it('limits only the game-list path itself to 2', async () => {
    const slots = createRequestSlots(gameListCall.path);
    const calls = Array.from({ length: 3 }, (_, i) => controlled(i));
    calls.forEach(({ request }) => void slots.run('/wps/relay/GCSGAME_gameListV2', request));
    await settle();
    expect(calls.every(({ handle }) => handle.started)).toBe(true);
  });
});
