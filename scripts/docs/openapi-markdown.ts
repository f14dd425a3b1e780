import { buildFeedServer } from '../../server/src/app.ts';
import { ingestRoutes } from '../../server/src/routes/ingest.ts';
import { feedPlugins } from '../../server/src/routes/plugins.ts';
import { loadScenarios } from '../../server/src/scenario/load.ts';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  required?: string[];
  description?: string;
};
type Operation = {
  summary: string;
  description?: string;
  tags: string[];
  /** Absent when the route takes none. */
  parameters?: Array<{ name: string; in: string; required: boolean; schema: Schema }>;
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, { description: string }>;
};

function typeOf(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' \\| ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' \\| ');
  if (schema.type === 'array') return `${typeOf(schema.items)}[]`;
  if (schema.type === 'object' && schema.properties) return 'object';
  return Array.isArray(schema.type) ? schema.type.join(' \\| ') : (schema.type ?? 'any');
}

function fields(schema: Schema | undefined, depth = 0, prefix = ''): string[] {
  if (!schema?.properties || depth > 2) return [];
  return Object.entries(schema.properties).flatMap(([name, property]) => {
    const item = property.type === 'array' ? property.items : property;
    return [
      `| \`${prefix}${name}\` | ${typeOf(property)} | ${schema.required?.includes(name) ? 'yes' : ''} |`,
      ...fields(item, depth + 1, `${prefix}${name}${property.type === 'array' ? '[]' : ''}.`),
    ];
  });
}

/** The feed's API as a Markdown page, from the same OpenAPI document `/openapi.json` serves. */
export async function renderApiMarkdown(): Promise<string> {
  // The ingest API as `npm run feed` serves it with a store; no store is opened to list its routes.
  const plugins = [...feedPlugins, ingestRoutes({ token: undefined })];
  const { app } = await buildFeedServer({ scenarios: await loadScenarios(), control: true, plugins, tickMs: 60_000 });
  const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  await app.close();
  const lines = [
    '# Feed API',
    '',
    'Generated from the feed\u2019s OpenAPI 3.1 document (`GET /openapi.json`) by `npm run docs:api`; a test',
    'fails when this page and the routes disagree. Every answer is JSON; errors are',
    '`{ "error", "message" }`. The socket protocol is in [feed-protocol.md](feed-protocol.md).',
    '',
  ];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      lines.push(
        `## \`${method.toUpperCase()} ${path}\``,
        '',
        operation.summary + (operation.description ? `. ${operation.description}` : ''),
        '',
      );
      // Path parameters first, then the query, whatever order the document lists them in.
      const parameters = [...(operation.parameters ?? [])].sort((a, b) => Number(a.in !== 'path') - Number(b.in !== 'path'));
      if (parameters.length) {
        lines.push('| parameter | in | type | required |', '| --- | --- | --- | --- |');
        for (const parameter of parameters)
          lines.push(`| \`${parameter.name}\` | ${parameter.in} | ${typeOf(parameter.schema)} | ${parameter.required ? 'yes' : ''} |`);
        lines.push('');
      }
      const body = operation.requestBody?.content['application/json'].schema;
      if (body?.properties) lines.push('Body:', '', '| field | type | required |', '| --- | --- | --- |', ...fields(body), '');
      const answer = (operation.responses['200'] as { content?: { 'application/json': { schema: Schema } } }).content?.['application/json']
        .schema;
      if (answer?.properties) lines.push('Answer:', '', '| field | type | required |', '| --- | --- | --- |', ...fields(answer), '');
      const errors = Object.entries(operation.responses).filter(([status]) => status !== '200');
      if (errors.length) lines.push(`Errors: ${errors.map(([status, response]) => `${status} (${response.description})`).join(', ')}.`, '');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
