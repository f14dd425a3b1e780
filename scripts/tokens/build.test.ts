import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { incidentColourNames } from '../../contract/brand-theme.ts';
import { contrastRatio } from './contrast.ts';
import { buildTokens, mergeTokenTrees, TokenBuildError } from './build.ts';

const tokensDir = path.resolve(import.meta.dirname, '../../tokens');
let work: string;

beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'cpp-tokens-'));
  await cp(path.join(tokensDir, 'base'), path.join(work, 'tokens/base'), { recursive: true });
  await cp(path.join(tokensDir, 'functional'), path.join(work, 'tokens/functional'), { recursive: true });
  await cp(path.join(tokensDir, 'brands/DEFAULT.json'), path.join(work, 'tokens/brands/DEFAULT.json'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

async function editBrand(brand: string, edit: (json: any) => void) {
  const file = path.join(work, 'tokens/brands', `${brand}.json`);
  const json = JSON.parse(await readFile(path.join(tokensDir, 'brands/DEFAULT.json'), 'utf8'));
  edit(json);
  await writeFile(file, JSON.stringify(json));
}

const build = () => buildTokens({ tokensDir: path.join(work, 'tokens'), outDir: path.join(work, 'themes') });
const names = (themes: Array<{ name: string }>) => themes.map((theme) => theme.name);

async function failure(): Promise<string> {
  const error = await build().then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TokenBuildError);
  return (error as TokenBuildError).message;
}

describe('buildTokens', () => {
  it('compiles a brand into JSON, a typed module and first-paint CSS', async () => {
    expect(names(await build())).toEqual(['DEFAULT']);
    expect((await readdir(path.join(work, 'themes'))).sort()).toEqual(['DEFAULT.css', 'DEFAULT.json', 'DEFAULT.ts', 'brands.ts']);
    const theme = JSON.parse(await readFile(path.join(work, 'themes/DEFAULT.json'), 'utf8'));
    expect(theme.typography.variants.h1).toEqual({ fontSize: 32, lineHeight: 40, fontWeight: 700 });
    expect(theme.typography.variants.xxTiny).toEqual({ fontSize: 6, lineHeight: 10, fontWeight: 500 });
  });

  it('returns each compiled theme, the same the files of themes/ are rendered from', async () => {
    const [theme] = await build();
    expect(JSON.parse(await readFile(path.join(work, 'themes/DEFAULT.json'), 'utf8'))).toEqual(theme);
    expect(await readFile(path.join(work, 'themes/DEFAULT.css'), 'utf8')).toContain(`--cpp-nav-bg:${theme!.colours.nav.background};`);
  });

  it('compiles the functional layer: focus, chart, incident text, scoreboard, pitch, scrim and video', async () => {
    await build();
    const theme = JSON.parse(await readFile(path.join(work, 'themes/DEFAULT.json'), 'utf8'));
    const { colours } = theme;
    // Defaults from tokens/functional, resolved against the brand's own tokens.
    expect(colours.focus).toBe(colours.text.primary);
    expect(colours.tab.focus).toBe(colours.tab.active);
    expect(colours.nav.focus).toBe(colours.nav.active);
    expect(colours.chart.home).toBe(colours.team.home.main);
    expect(colours.chart.away).toBe(colours.team.away.main);
    expect(colours.scoreboard).toEqual({ background: colours.background.paper, text: colours.text.primary });
    expect(colours.video.background).toBe(colours.background.default);
    const palette = JSON.parse(await readFile(path.join(tokensDir, 'base/palette.json'), 'utf8')).palette;
    expect(colours.pitch).toEqual({
      grass: palette.green['900'].$value,
      stripe: palette.green['800'].$value,
      line: palette.neutral['100'].$value,
    });
    expect(colours.scrim).toBe(palette.neutral['1000'].$value);
    // Text on a fill is the first of color.onFill's candidates that reads at 4.5:1.
    const candidates = [colours.text.primary, colours.background.default, palette.neutral['0'].$value, palette.neutral['1000'].$value];
    const firstReadable = (fill: string) => candidates.find((colour) => contrastRatio(colour, fill) >= 4.5);
    expect(colours.chart.onHome).toBe(firstReadable(colours.chart.home));
    expect(colours.chart.onAway).toBe(firstReadable(colours.chart.away));
    for (const name of incidentColourNames) {
      expect(colours.onIncident[name]).toBe(firstReadable(colours.incident[name]));
    }
  });

  it('lets a brand override a functional token under the same name', async () => {
    await editBrand('OVERRIDE', (json) => {
      json.color.pitch = { grass: { $value: '#0b3d1c' } };
      json.color.focus = { $value: '{palette.orange.300}' };
      json.color.onIncident = { yellowCard: { $value: '#000000' } };
    });
    await build();
    const theme = JSON.parse(await readFile(path.join(work, 'themes/OVERRIDE.json'), 'utf8'));
    const base = JSON.parse(await readFile(path.join(work, 'themes/DEFAULT.json'), 'utf8'));
    expect(theme.colours.pitch).toEqual({ ...base.colours.pitch, grass: '#0b3d1c' });
    expect(theme.colours.focus).toBe('#ffb27a');
    expect(theme.colours.onIncident).toEqual({ ...base.colours.onIncident, yellowCard: '#000000' });
  });

  it('fails when text a brand set on a fill does not read on it', async () => {
    await editBrand('BROKEN', (json) => (json.color.chart = { onHome: { $value: '#ffffff' } }));
    expect(await failure()).toMatch(
      /tokens\/brands\/BROKEN\.json: color\.chart\.onHome: contrast \d\.\d+:1 of color\.chart\.onHome #ffffff on color\.chart\.home #ff7a1a is below 4\.5:1/,
    );
  });

  it('fails on an unknown functional name, naming the token', async () => {
    await editBrand('BROKEN', (json) => (json.color.pitch = { grasss: { $value: '#0b3d1c' } }));
    expect(await failure()).toContain('tokens/brands/BROKEN.json: color.pitch.grasss: unknown token');
  });

  it('fails on a bad colour, naming the file and the token', async () => {
    await editBrand('BROKEN', (json) => (json.color.team.home.main.$value = '#12345G'));
    expect(await failure()).toContain('tokens/brands/BROKEN.json: color.team.home.main: "#12345G" is not a colour');
  });

  it('fails on a missing required token', async () => {
    await editBrand('BROKEN', (json) => delete json.color.nav.active);
    expect(await failure()).toContain('tokens/brands/BROKEN.json: color.nav.active: required token is missing');
  });

  it('fails on a low-contrast tab colour with the pair and the ratio', async () => {
    await editBrand('BROKEN', (json) => (json.color.tab.inactive.$value = '#202433'));
    expect(await failure()).toMatch(
      /tokens\/brands\/BROKEN\.json: color\.tab\.inactive: contrast \d\.\d+:1 of color\.tab\.inactive #202433 on color\.tab\.background #11131c is below 4\.5:1/,
    );
  });

  it('fails on a reference to a token that does not exist', async () => {
    await editBrand('BROKEN', (json) => (json.color.text.primary.$value = '{palette.neutral.999}'));
    const message = await failure();
    expect(message).toContain('tokens/brands/BROKEN.json: (resolution)');
    expect(message).toContain('palette.neutral.999');
  });

  it('rejects a file name that is not a brand name', async () => {
    await editBrand('lower_case', () => {});
    expect(await failure()).toContain('brand names are upper case letters, digits and _');
  });

  it('writes nothing when any brand fails', async () => {
    await editBrand('BROKEN', (json) => (json.color.tab.active.$value = 'red'));
    await failure();
    await expect(readdir(path.join(work, 'themes'))).rejects.toThrow();
  });

  it('adds a brand from one new token file', async () => {
    await editBrand('ZZ_EXTRA', (json) => (json.color.team.home.main.$value = '#ff5a36'));
    expect(names(await build())).toEqual(['DEFAULT', 'ZZ_EXTRA']);
    const theme = JSON.parse(await readFile(path.join(work, 'themes/ZZ_EXTRA.json'), 'utf8'));
    expect(theme.name).toBe('ZZ_EXTRA');
    expect(theme.colours.team.home.main).toBe('#ff5a36');
  });

  it('compiles only the brand asked for, and names a brand that does not exist, listing the brands', async () => {
    await editBrand('OTHER', (json) => (json.color.team.away.main.$value = '#2bd9c7'));
    const only = () => buildTokens({ tokensDir: path.join(work, 'tokens'), outDir: path.join(work, 'themes'), only: ['OTHER'] });
    expect(names(await only())).toEqual(['OTHER']);
    expect((await readdir(path.join(work, 'themes'))).sort()).toEqual(['OTHER.css', 'OTHER.json', 'OTHER.ts']);
    await expect(buildTokens({ tokensDir: path.join(work, 'tokens'), outDir: path.join(work, 'themes'), only: ['NOPE'] })).rejects.toThrow(
      /NOPE\.json: \(file\): no such brand token file: the brands are DEFAULT, OTHER$/,
    );
  });

  it('suggests the brand a misspelt name is closest to', async () => {
    await editBrand('NORTHPEAK_BET', (json) => (json.color.team.away.main.$value = '#2bd9c7'));
    for (const misspelt of ['NORTHPEAK_BTE', 'northpeak_bet', 'NORTHPEAK']) {
      await expect(
        buildTokens({ tokensDir: path.join(work, 'tokens'), outDir: path.join(work, 'themes'), only: [misspelt] }),
        misspelt,
      ).rejects.toThrow(`no such brand token file: did you mean NORTHPEAK_BET? the brands are DEFAULT, NORTHPEAK_BET`);
    }
  });

  it("refuses a brand whose colours are another brand's: a verbatim copy of DEFAULT under a new name", async () => {
    await cp(path.join(tokensDir, 'brands/DEFAULT.json'), path.join(work, 'tokens/brands/MY_BRAND.json'));
    const message = await failure();
    expect(message).toContain('tokens/brands/MY_BRAND.json: color: the same colours as DEFAULT: a brand needs colours of its own');
    // Building the copy alone compares it with every brand all the same.
    await expect(
      buildTokens({ tokensDir: path.join(work, 'tokens'), outDir: path.join(work, 'themes'), only: ['MY_BRAND'] }),
    ).rejects.toThrow('MY_BRAND.json: color: the same colours as DEFAULT');
    // Descriptions and the case of a hex do not make colours of one's own; one colour changed does.
    await editBrand('MY_BRAND', (json) => {
      json.color.$description = 'Our colours';
      json.color.border.$value = json.color.border.$value.toUpperCase();
    });
    expect(await failure()).toContain('MY_BRAND.json: color: the same colours as');
    await editBrand('MY_BRAND', (json) => (json.color.team.home.main.$value = '#fe5d26'));
    expect(names(await build())).toEqual(['DEFAULT', 'MY_BRAND']);
  });

  it('reports a brand file that is not JSON by line and column, not by a character offset', async () => {
    const original = await readFile(path.join(tokensDir, 'brands/DEFAULT.json'), 'utf8');
    const accentAlt = '"accentAlt": { "$value": "#1c0d38" }\n';
    expect(original).toContain(accentAlt);
    // A trailing comma: the comma is fine, the brace on the next line is not.
    await writeFile(path.join(work, 'tokens/brands/TRAILING.json'), original.replace(accentAlt, accentAlt.replace('}\n', '},\n')));
    const line = original.split('\n').findIndex((text) => text.includes('"accentAlt"')) + 2;
    const message = await failure();
    expect(message).toContain(`tokens/brands/TRAILING.json: (file): not valid JSON at line ${line}, column 5: unexpected "}"`);
    expect(message).not.toContain('position');
  });
});

describe('mergeTokenTrees', () => {
  const functional = { color: { focus: { $value: '{color.text.primary}' } } };
  const shared = () => ({ palette: { white: { $value: '#ffffff' } }, ...structuredClone(functional) });

  it('replaces a functional token a brand sets again', () => {
    const merged = mergeTokenTrees(shared(), { color: { focus: { $value: '#123456' } } }, 'X.json', [], functional);
    expect(merged.color).toEqual({ focus: { $value: '#123456' } });
  });

  it('refuses a base token defined again, naming it', () => {
    expect(() => mergeTokenTrees(shared(), { palette: { white: { $value: '#fefefe' } } }, 'X.json', [], functional)).toThrow(
      /X\.json: palette\.white: defined twice/,
    );
  });
});
