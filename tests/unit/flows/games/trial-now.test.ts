// SPEC 7 "GCS_gameTrialLaunch ... also a synchronous variant with Merchant and Language headers": one
// synchronous request with the headers the request layer would set, its failures as ApiErrors. The XHR is a fake.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '@/lib/api/api-error';
import { requestTrialLaunchNow } from '@/flows/games/trial-now';

interface Sent {
  method: string;
  url: string;
  async: boolean;
  headers: Record<string, string>;
}

function fakeXhr(answer: { status: number; body: string } | 'network') {
  const sent: Sent[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    private request: Sent = { method: '', url: '', async: true, headers: {} };
    open(method: string, url: string, async: boolean) {
      this.request = { method, url, async, headers: {} };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send() {
      sent.push(this.request);
      if (answer === 'network') throw new DOMException('Failed to load', 'NetworkError');
      this.status = answer.status;
      this.responseText = answer.body;
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
afterEach(() => vi.unstubAllGlobals());

const merchant = { apiBaseUrl: '', merchantCode: 'LUCKYSTAR' };
const game = { gameId: 'g1', nodeId: 'n2' };
const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
};

describe('requestTrialLaunchNow', () => {
  it('sends one synchronous GET {gameId, nodeId, platform} with the Merchant and Language headers, no token', () => {
    const sent = fakeXhr({
      status: 200,
      body: JSON.stringify({ success: true, value: { gameUrl: 'https://g.example/t' } }),
    });
    const checked: unknown[] = [];
    expect(requestTrialLaunchNow(merchant, 'TH', game, (path, value) => checked.push(path, value))).toBe(
      'https://g.example/t',
    );
    expect(sent).toEqual([
      {
        method: 'GET',
        url: '/wps/relay/GCS_gameTrialLaunch?gameId=g1&platform=html5&nodeId=n2',
        async: false,
        headers: { Accept: 'application/json', Merchant: 'LUCKYSTAR', Language: 'TH' },
      },
    ]);
    expect(checked).toEqual(['/wps/relay/GCS_gameTrialLaunch', { gameUrl: 'https://g.example/t' }]);
  });

  it('throws the server failure with its errorCode and message, as the launch overlay shows it', () => {
    fakeXhr({
      status: 400,
      body: JSON.stringify({ success: false, errorCode: 'game.trial.unavailable', message: 'No trial play' }),
    });
    const error = thrown(() => requestTrialLaunchNow(merchant, 'EN', { gameId: 'g1', nodeId: null }));
    expect(isApiError(error) && [error.source, error.status, error.errorCode, error.serverMessage]).toEqual([
      'server',
      400,
      'game.trial.unavailable',
      'No trial play',
    ]);
  });

  it('throws a network failure, a body that is not the envelope and an answer without gameUrl', () => {
    fakeXhr('network');
    expect(thrown(() => requestTrialLaunchNow(merchant, 'EN', game))).toMatchObject({ source: 'network' });
    fakeXhr({ status: 502, body: '<html>Bad gateway</html>' });
    expect(thrown(() => requestTrialLaunchNow(merchant, 'EN', game))).toMatchObject({ source: 'server', status: 502 });
    fakeXhr({ status: 200, body: JSON.stringify({ success: true, value: {} }) });
    expect(String(thrown(() => requestTrialLaunchNow(merchant, 'EN', game)))).toMatch(/without value.gameUrl/);
  });
});
