// A game snapshot comes from outside the build (the operator's answers): what the pages may render of it, and
// why the rest is not rendered. Nothing here fails a build; the pages then render their placeholders.
import { describe, expect, it } from 'vitest';
import { GAME_SNAPSHOT_MAX_AGE_DAYS, isSnapshotImage, readGameSnapshot } from '@/build/game-snapshot';

const NOW = new Date('2026-12-02T06:00:00.000Z');
const game = (gameId: string, extra: object = {}) => ({ gameId, gameName: `Game ${gameId}`, vendor: 'PG', ...extra });
const lane = { category: 'RNG', title: 'Slots', cards: [{ accountTypeName: 'PG', displayName: 'PG Soft' }] };
const snapshot = (extra: object = {}) => ({
  takenAt: '2026-12-01T06:00:00.000Z',
  lanes: [lane],
  hotGames: [game('g1')],
  categoryGames: { RNG: [game('g1'), game('g2')] },
  ...extra,
});
const read = (value: unknown, now = NOW) => readGameSnapshot(JSON.stringify(value), now);

describe('readGameSnapshot', () => {
  it('takes a valid snapshot whole', () => {
    expect(read(snapshot())).toEqual({ snapshot: snapshot(), warnings: [] });
  });

  it(`renders nothing of a snapshot older than ${GAME_SNAPSHOT_MAX_AGE_DAYS} days, and says so`, () => {
    const old = snapshot({ takenAt: '2026-11-24T05:59:59.000Z' });
    expect(read(old)).toEqual({
      warnings: ['taken 8 days ago (2026-11-24T05:59:59.000Z), more than 7: take it again before the build'],
    });
    expect(read(snapshot({ takenAt: '2026-11-25T06:00:00.000Z' })).snapshot).toBeDefined();
  });

  it('names the field of an answer that breaks its schema', () => {
    expect(read(snapshot({ hotGames: [{ gameId: 'g1', gameName: 7, vendor: 'PG' }] })).warnings).toEqual([
      'hotGames.0.gameName: expected string, received number',
    ]);
    expect(read({ ...snapshot(), categoryGames: { '<script>': [] } }).warnings[0]).toMatch(/^categoryGames\./);
  });

  it('refuses huge lists and files by count and size before reading them', () => {
    const many = Array.from({ length: 25 }, (_, index) => game(`g${index}`));
    expect(read(snapshot({ hotGames: many })).warnings).toEqual([
      'hotGames: at most 24 entries (a snapshot holds what a first screen shows)',
    ]);
    const huge = JSON.stringify(snapshot({ padding: 'x'.repeat(1024 * 1024) }));
    expect(readGameSnapshot(huge, NOW)).toEqual({ warnings: ['1.0 MB is over the 1 MB cap; not read'] });
    expect(readGameSnapshot('{"takenAt": ', NOW).warnings[0]).toMatch(/^\(file\): not valid JSON at line 1/);
  });

  it('drops pictures a page may not load (javascript:, data:, http:, //host) and keeps https and site paths', () => {
    const hostile = snapshot({
      hotGames: [
        game('g1', { imageUrl: 'javascript:alert(1)' }),
        game('g2', { imageUrl: 'data:image/svg+xml,<svg onload=alert(1)>' }),
        game('g3', { imageUrl: '//evil.example/x.png' }),
        game('g4', { imageUrl: 'https://cdn.example.com/g4.webp' }),
        game('g5', { imageUrl: '/__sandbox/img/game/g5' }),
      ],
    });
    const { snapshot: shown, warnings } = read(hostile);
    expect(shown?.hotGames.map((item) => item.imageUrl)).toEqual([
      null,
      null,
      null,
      'https://cdn.example.com/g4.webp',
      '/__sandbox/img/game/g5',
    ]);
    expect(warnings).toEqual([
      '3 picture(s) left out: not https or a path of the site (javascript:, data:, http: ...)',
    ]);
    expect(['http://cdn.example.com/x', 'https://', '/\\evil.example'].map(isSnapshotImage)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('keeps HTML in a name as text (the page escapes it), leaves out names with line breaks, cuts long ones', () => {
    const { snapshot: shown, warnings } = read(
      snapshot({
        hotGames: [
          game('g1', { gameName: '<img src=x onerror=alert(1)>' }),
          game('g2', { gameName: 'Two\nlines' }),
          game('g3', { gameName: 'x'.repeat(200) }),
        ],
      }),
    );
    expect(shown?.hotGames.map((item) => item.gameName)).toEqual([
      '<img src=x onerror=alert(1)>',
      `${'x'.repeat(79)}…`,
    ]);
    expect(warnings).toEqual(['1 game(s) left out: an empty name, or a line break or control character in it']);
  });
});
