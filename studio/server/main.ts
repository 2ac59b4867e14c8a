#!/usr/bin/env tsx
// npm run studio: the merchant studio for merchant ops, on this machine only (127.0.0.1; PORT chooses the
// port, default 4322). http://localhost:<port>/__studio/ lists the merchants; each one's editor opens at
// http://localhost:<port>/__studio/edit/<code> beside the previews of its built pages, which the same server
// serves at http://<code>.localhost:<port>/ with the sandbox API (demo mode), as `npm start` does.
//   --merchants-dir <dir>, --out <dir>   as for the build
import { argv } from 'zx';
import Fastify from 'fastify';
import { resolveDirs } from '../../scripts/lib/args';
import { registerStudio, STUDIO_PATH } from './routes';
import { registerPreview } from './preview';
import { studioBundle } from './page';
import { rememberedImageChecks } from './image-checks';
import { merchantOverview } from './overview';

const { merchantsDir, outDir } = resolveDirs(argv);
const port = Number(process.env.PORT ?? argv.port ?? 4322);

const app = Fastify();
const checkImage = rememberedImageChecks();
const preview = await registerPreview(app, { merchantsDir, distDir: outDir });
await registerStudio(app, { merchantsDir, distDir: outDir, preview, checkImage });
await studioBundle();
await app.listen({ port, host: '127.0.0.1' });
console.log(`Merchant studio on http://localhost:${port}${STUDIO_PATH}/ (this machine only)`);
// The list's first look decodes every brand image (200 merchants: about 6 s); done now, it opens at once.
void merchantOverview(merchantsDir, outDir, checkImage).catch(() => {});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, async () => {
    await app.close();
    process.exit(0);
  });
}
