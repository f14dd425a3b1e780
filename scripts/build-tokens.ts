import path from 'node:path';
import { buildTokens, TokenBuildError } from './tokens/build.ts';

const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();
try {
  const themes = await buildTokens({ tokensDir: path.join(root, 'tokens'), outDir: path.join(root, 'themes') });
  console.log(`build:tokens: ${themes.length} brands compiled into themes/ in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  if (error instanceof TokenBuildError) {
    console.error(error.message);
    console.error('\nFix the token file(s) named above; docs/adding-a-brand.md lists every required token.');
    process.exit(1);
  }
  throw error;
}
