import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { depthLimitRule } from './depth-limit.ts';

const schema = buildSchema(`
  type Query { node: Node }
  type Node { name: String, child: Node }
`);

const errorsFor = (query: string, maxDepth: number) =>
  validate(schema, parse(query), [depthLimitRule(maxDepth)]).map((error) => error.message);

describe('depthLimitRule', () => {
  it('counts field levels, a top-level field being level 1', () => {
    expect(errorsFor('{ node { child { name } } }', 3)).toEqual([]);
    expect(errorsFor('{ node { child { child { name } } } }', 3)).toEqual(['The query is 4 levels deep; at most 3 are allowed.']);
  });

  it('counts fragments where they are spread, inline fragments adding no level', () => {
    const query = `
      { node { ...Deep } }
      fragment Deep on Node { child { ... on Node { child { name } } } }
    `;
    expect(errorsFor(query, 4)).toEqual([]);
    expect(errorsFor(query, 3)).toHaveLength(1);
  });

  it('does not loop on fragment cycles (graphql-js reports those itself)', () => {
    const query = `
      { node { ...A } }
      fragment A on Node { child { ...B } }
      fragment B on Node { child { ...A } }
    `;
    expect(() => errorsFor(query, 8)).not.toThrow();
  });
});
