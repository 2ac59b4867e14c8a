import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LUCKY, get, startSandbox, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startSandbox();
});
afterAll(async () => server.app.close());

describe('GET /wps/member/register/checkUsername', () => {
  it('says a seeded name is taken, in any case, and a new one is free', async () => {
    expect((await get(server.app, LUCKY, '/wps/member/register/checkUsername?username=Player1')).json()).toEqual({
      success: true,
      value: { available: false },
    });
    expect((await get(server.app, LUCKY, '/wps/member/register/checkUsername?username=brandnew77')).json()).toEqual({
      success: true,
      value: { available: true },
    });
  });

  it('rejects a name that breaks the rule', async () => {
    const response = await get(server.app, LUCKY, '/wps/member/register/checkUsername?username=9x');
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('register.username.invalid');
  });
});
