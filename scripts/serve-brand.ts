// npm run preview -- BRAND [PORT]: serves dist/BRAND as an operator would (the index.html fallback for
// deep links, the strict Content-Security-Policy with a fresh nonce), to look at a brand once built.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listBuiltBrands } from './demo/demo-server.ts';
import { strictContentSecurityPolicy } from './lib/content-security-policy.ts';
import { startStaticServer } from './lib/static-server.ts';
import { defaultFeedOrigin } from '../src/lib/api/feed-origin.ts';

const distDir = path.resolve(import.meta.dirname, '..', 'dist');
const [brand, port = process.env.WIDGET_PORT ?? '4173'] = process.argv.slice(2);
const built = await listBuiltBrands(distDir);
if (!brand || !built.includes(brand)) {
  console.error(
    [
      brand ? `dist/ has no bundle of ${JSON.stringify(brand)}.` : 'Name the brand to preview.',
      'usage: npm run preview -- BRAND [PORT]   (build it first: npm run build -- --brand BRAND)',
      built.length > 0 ? `built brands: ${built.join(', ')}` : 'dist/ holds no brand bundle yet.',
    ].join('\n'),
  );
  process.exit(2);
}
const html = await readFile(path.join(distDir, brand, 'index.html'), 'utf8');
const feedOrigin = /<meta name="cpp-feed-origin" content="([^"]+)"/.exec(html)?.[1] ?? defaultFeedOrigin;
await startStaticServer({
  dir: path.join(distDir, brand),
  port: Number(port),
  contentSecurityPolicy: (nonce) => strictContentSecurityPolicy({ nonce, feedOrigin }),
});
console.log(`${brand}: http://127.0.0.1:${port}/  (the brand's preview; a match at /scoreboard?eventId=demo-live needs the feed at ${feedOrigin}: npm run feed)
Press Ctrl+C to stop.`);
