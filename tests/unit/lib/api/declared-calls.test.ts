// Every operator call is declared once, in the api.ts of its owner (docs/architecture.md "Operator calls"); the
// dev contract check, the sandbox and check:operator read the same declarations.
import { describe, expect, it } from 'vitest';
import { declaredCalls } from '@/lib/api/call';
import { ANSWERS } from '@/lib/api/contract/answers';
import { DECLARED_CALLS } from '@/lib/api/contract/declared';
import { WPS } from '../../../../sandbox/wps-paths';

describe('the declared operator calls', () => {
  it('are every call the app makes, each path once, under /wps/', () => {
    const paths = DECLARED_CALLS.map((call) => call.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBe(51);
    for (const call of DECLARED_CALLS) {
      expect(call.path).toMatch(/^\/wps\/[A-Za-z0-9_/.]+$/);
      expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(call.method);
    }
  });

  it('name answers the contract has a schema for', () => {
    for (const call of DECLARED_CALLS) if (call.answer) expect(Object.keys(ANSWERS)).toContain(call.answer);
  });

  it('are the calls the sandbox serves, no more, no fewer', () => {
    expect(DECLARED_CALLS.map((call) => call.path).sort()).toEqual(Object.values(WPS).sort());
  });

  it('are picked from a module by shape: a path and a method', () => {
    const module = {
      call: { method: 'GET', path: '/wps/x' },
      notACall: { path: '/wps/y' },
      text: 'GET /wps/z',
      fetchX: () => undefined,
    };
    expect(declaredCalls({ './api.ts': module })).toEqual([{ method: 'GET', path: '/wps/x' }]);
  });
});
