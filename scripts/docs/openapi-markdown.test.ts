import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderApiMarkdown } from './openapi-markdown.ts';

describe('docs/api.md', () => {
  it('matches the routes (run npm run docs:api after changing one)', async () => {
    const committed = await readFile(path.resolve(import.meta.dirname, '../../docs/api.md'), 'utf8');
    expect(committed).toBe(await renderApiMarkdown());
  });
});
