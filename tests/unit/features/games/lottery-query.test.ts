import { describe, expect, it } from 'vitest';
import { lotteryLaunchQuery, lotteryView, type LotteryContext } from '@/features/games/lottery-query';

const context: LotteryContext = { language: 'EN', title: 'Saigon Lotto Club', labelName: 'Kim cương' };
const query = (search: string, over: Partial<LotteryContext> = {}) =>
  lotteryLaunchQuery(new URLSearchParams(search), { ...context, ...over });

describe('lottery launch payload (SPEC 2 /m/launchGame, SPEC 7)', () => {
  it('opens the lobby when code is lobby (and when there is no code)', () => {
    expect(query('code=lobby')).toMatchObject({ lottoGameCode: 'lobby', lottoView: 'lobby' });
    expect(query('')).toMatchObject({ lottoGameCode: 'lobby', lottoView: 'lobby' });
    expect(lotteryView('lobby', 'betting')).toBe('lobby');
  });

  it('opens the betting view for any other code unless lottoView asks for the lobby', () => {
    expect(query('code=xo-so-mien-bac')).toMatchObject({ lottoGameCode: 'xo-so-mien-bac', lottoView: 'betting' });
    expect(query('code=xo-so-mien-bac&lottoView=lobby')).toMatchObject({ lottoView: 'lobby' });
    expect(query('code=xo-so-mien-bac&lottoView=weird')).toMatchObject({ lottoView: 'betting' });
  });

  it('sends the LOTT form with the prize mode', () => {
    expect(query('prize_mode=FAST&code=mb')).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'FAST',
      lottoGameCode: 'mb',
      lottoView: 'betting',
      device: 'MOBILE',
      backUrl: '/m/home',
      hasLobby: true,
      language: 'EN',
      title: 'Saigon Lotto Club',
      labelName: 'Kim cương',
    });
  });

  it('sends the SEA_Tradition_Mobile variant for that play type', () => {
    const payload = query('vendor=XSVN&code=mb&playType=SEA_Tradition_Mobile');
    expect(payload).toMatchObject({ lottoMode: 'SEA_Tradition_Mobile', lottoGameCode: 'mb' });
    expect(payload).not.toHaveProperty('launchMode');
  });

  it('defaults the language to VI only when none is known', () => {
    expect(query('code=lobby', { language: undefined }).language).toBe('VI');
    expect(query('code=lobby', { language: 'xx' }).language).toBe('VI');
    expect(query('code=lobby', { language: 'TH' }).language).toBe('TH');
    expect(query('code=lobby&language=cn', { language: 'TH' }).language).toBe('CN');
  });

  it('keeps backUrl only when it is an app path', () => {
    expect(query('code=lobby&backUrl=/m/elott').backUrl).toBe('/m/elott');
    expect(query('code=lobby&backUrl=https://evil.example/').backUrl).toBe('/m/home');
  });

  it('leaves out a missing label', () => {
    expect(query('code=lobby', { labelName: undefined }).labelName).toBeUndefined();
  });
});
