// Members created at the same moment (control API, registration, Maya sign-in) never share an id: the id is
// taken after the password-hashing wait, or the second would overwrite the first.
import { describe, expect, it } from 'vitest';
import { controlGet, controlPost, LUCKY, useSandbox } from './helpers';

const server = useSandbox();

describe('members created concurrently', () => {
  it('each get an id of their own and all stay members', async () => {
    const names = ['race01', 'race02', 'race03', 'race04'];
    const created = await Promise.all(
      names.map((username) =>
        controlPost(server.app, LUCKY, '/__sandbox/users', { username, password: 'play1234', customerName: username }),
      ),
    );
    const ids = created.map((response) => response.json().value.id as number);
    expect(new Set(ids).size).toBe(names.length);
    const members = (await controlGet(server.app, LUCKY, '/__sandbox/state')).json().value.users as {
      userName: string;
    }[];
    for (const name of names) expect(members.map((member) => member.userName)).toContain(name);
  });
});
