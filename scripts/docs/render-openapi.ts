// `npm run docs:api`: renders the feed's OpenAPI document into docs/api.md. A test fails when the
// committed page no longer matches the routes, so the page cannot drift from the code.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderApiMarkdown } from './openapi-markdown.ts';

const root = path.resolve(import.meta.dirname, '../..');
await writeFile(path.join(root, 'docs/api.md'), await renderApiMarkdown());
console.log('docs/api.md written');
