import { graphql, isEnumType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { playerEvents, teamEvents, teamFilters } from './resolvers.ts';
import { buildAnalyticsSchema } from './schema.ts';
import { sourceFromSeasons } from './season-lines.ts';
import { played, player, season } from './testing/season-builder.ts';

const schema = buildAnalyticsSchema(sourceFromSeasons([season([player('nine', 'home', 'striker', [played({ goals: 1 })])])]));

describe('analytics schema', () => {
  it('describes every type, field, argument and enum value', () => {
    const undocumented: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
      if (!type.description) undocumented.push(type.name);
      if (isObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) undocumented.push(`${type.name}.${field.name}`);
          for (const arg of field.args) if (!arg.description) undocumented.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
      if (isEnumType(type)) for (const value of type.getValues()) if (!value.description) undocumented.push(`${type.name}.${value.name}`);
    }
    expect(undocumented).toEqual([]);
  });

  it('has the same enum values as the model maps', () => {
    const values = (name: string) => {
      const type = schema.getType(name);
      return isEnumType(type) ? type.getValues().map((value) => value.name) : [];
    };
    expect(values('PlayerEvent')).toEqual(Object.keys(playerEvents));
    expect(values('TeamEvent')).toEqual(Object.keys(teamEvents));
    expect(values('TeamFilter')).toEqual(Object.keys(teamFilters));
  });

  it('executes on its own, without a root value, with the widget defaults', async () => {
    const result = await graphql({
      schema,
      source:
        '{ playerAssistant(eventId: "hand-made") { event team threshold matches rows { player { position team { side } } percentage } } }',
    });
    expect(result).toEqual({
      data: {
        playerAssistant: {
          event: 'GOALS',
          team: 'BOTH',
          threshold: 0.5,
          matches: 6,
          rows: [{ player: { position: 'STRIKER', team: { side: 'HOME' } }, percentage: 100 }],
        },
      },
    });
  });
});
