// Usage: npx tsx scripts/serve-brand.ts BRAND [PORT]: serves dist/BRAND with the index.html fallback.
import path from 'node:path';
import { startStaticServer } from './lib/static-server.ts';

const [brand, port = '4173'] = process.argv.slice(2);
if (!brand) {
  console.error('usage: npx tsx scripts/serve-brand.ts BRAND [PORT]   (build it first: npm run build -- --brand BRAND)');
  process.exit(2);
}
const dir = path.resolve(import.meta.dirname, '..', 'dist', brand);
await startStaticServer({ dir, port: Number(port) });
console.log(`${brand}: http://127.0.0.1:${port}/`);
