import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TeamColours } from '../../contract/protocol.ts';
import { loadBrand } from '../testing/brand.ts';
import { contrastRatio, minimumGraphicContrast, sideColours } from './team-colours.ts';

// Every compiled brand (npm run build:tokens writes themes/) and every match the feed replays,
// with its teams' colours as the scenarios record them.
const root = path.resolve(import.meta.dirname, '../..');
const brands = readdirSync(path.join(root, 'themes'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -5));
const scenarioDir = path.join(root, 'server/scenarios');
const matches = readdirSync(scenarioDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => {
    const scenario = JSON.parse(readFileSync(path.join(scenarioDir, file), 'utf8')) as Record<
      'home' | 'away',
      { name: string; colours: TeamColours }
    >;
    return { name: `${scenario.home.name} v ${scenario.away.name}`, home: scenario.home.colours, away: scenario.away.colours };
  });

describe('team marks in every brand', () => {
  it('reads the 37 brands and the four replayed matches', () => {
    expect(brands).toHaveLength(37);
    expect(matches.map((match) => match.name).sort()).toEqual([
      'Argentina v France',
      'Barcelona v Deportivo Alavés',
      'Barcelona v Girona',
      'Turkey v Italy',
    ]);
  });

  it.each(brands)('%s: each side’s mark stands 3:1 on the page, the cards and the pitch, in its team’s colour', (name) => {
    const { colours } = loadBrand(name);
    const surfaces = {
      page: [colours.background.default, colours.background.paper],
      pitch: [colours.pitch.grass, colours.pitch.stripe],
    };
    for (const match of matches) {
      for (const [surface, backgrounds] of Object.entries(surfaces)) {
        const marks = sideColours(match, colours.chart, backgrounds);
        expect(marks.fromTeam, `${match.name} on ${surface}`).toEqual({ home: true, away: true });
        for (const side of ['home', 'away'] as const) {
          for (const background of backgrounds) {
            expect(
              contrastRatio(marks[side], background),
              `${match.name}: ${side} ${marks[side]} on ${surface} ${background}`,
            ).toBeGreaterThanOrEqual(minimumGraphicContrast);
          }
          // Never the brand's own side colour in place of the team's.
          expect(marks[side]).not.toBe(colours.chart[side]);
        }
      }
    }
  });
});
