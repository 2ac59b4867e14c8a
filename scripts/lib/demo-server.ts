// The built sites and the sandbox in demo mode on a free loopback port, for the scripts that look at them
// in a browser (gallery, Lighthouse); quiet, with a small RSA key since nothing is at stake.
import { createSandboxServer } from '../../sandbox/server';

export async function startDemoServer({ distDir, merchantsDir }: { distDir: string; merchantsDir: string }) {
  const { app, sandbox } = await createSandboxServer({
    distDir,
    merchantsDir,
    mode: 'demo',
    rsaBits: 1024,
    log: () => {},
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the sandbox server listens on no TCP port');
  return { app, sandbox, port: address.port };
}
