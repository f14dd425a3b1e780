import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenarioSchema } from '../../server/src/scenario/schema.ts';
import { extracts, formatScenarioJson, render } from './extract-statsbomb-facts.ts';

const root = path.resolve(import.meta.dirname, '../..');
const statsBombDir = path.resolve(root, '../shared/data/statsbomb');

describe('scenario layout', () => {
  it('writes one list item a line, objects opened only at the top and where they hold such a list', () => {
    const text = formatScenarioJson({
      id: 'x',
      home: { name: 'A', players: [{ id: 'a' }, { id: 'b' }] },
      flow: [{ minute: 0, home: { passes: 1 } }],
      seed: 1,
    });
    expect(text).toBe(
      '{\n  "id": "x",\n  "home": {\n    "name": "A",\n    "players": [\n      {"id":"a"},\n      {"id":"b"}\n    ]\n  },\n' +
        '  "flow": [\n    {"minute":0,"home":{"passes":1}}\n  ],\n  "seed": 1\n}',
    );
  });
});

describe.runIf(existsSync(statsBombDir))('the committed StatsBomb scenarios', () => {
  it.each(extracts)('$file is what the extraction makes of the event files today (the --check)', async (extract) => {
    const committed = readFileSync(path.join(root, 'server/scenarios', extract.file), 'utf8');
    const made = await render(extract);
    expect(made).toBe(committed);
    expect(await render(extract)).toBe(made);
    const scenario = scenarioSchema.parse(JSON.parse(made));
    expect(scenario.source.credit).toBe('StatsBomb');
    // One shot, flow minute or player period a line.
    const lines = made.split('\n');
    const events =
      scenario.events.length + (scenario.flow?.length ?? 0) + (scenario.shapes?.length ?? 0) + (scenario.playerPeriods?.length ?? 0);
    expect(lines.filter((line) => /^ {4}\{"(period|playerId)"/.test(line))).toHaveLength(events);
  });
});
