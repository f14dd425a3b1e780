import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTokens, TokenBuildError } from './build.ts';

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
    expect(await build()).toEqual(['DEFAULT']);
    expect((await readdir(path.join(work, 'themes'))).sort()).toEqual([
      'DEFAULT.css',
      'DEFAULT.json',
      'DEFAULT.ts',
      'brands.ts',
    ]);
    const theme = JSON.parse(await readFile(path.join(work, 'themes/DEFAULT.json'), 'utf8'));
    expect(theme.typography.variants.h1).toEqual({ fontSize: 32, lineHeight: 40, fontWeight: 700 });
    expect(theme.typography.variants.xxTiny).toEqual({ fontSize: 6, lineHeight: 10, fontWeight: 500 });
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
    expect(await build()).toEqual(['DEFAULT', 'ZZ_EXTRA']);
    const theme = JSON.parse(await readFile(path.join(work, 'themes/ZZ_EXTRA.json'), 'utf8'));
    expect(theme.name).toBe('ZZ_EXTRA');
    expect(theme.colours.team.home.main).toBe('#ff5a36');
  });

  it('compiles only the brand asked for, and names a brand that does not exist', async () => {
    await editBrand('OTHER', () => {});
    const only = () =>
      buildTokens({ tokensDir: path.join(work, 'tokens'), outDir: path.join(work, 'themes'), only: ['OTHER'] });
    expect(await only()).toEqual(['OTHER']);
    expect((await readdir(path.join(work, 'themes'))).sort()).toEqual(['OTHER.css', 'OTHER.json', 'OTHER.ts']);
    await expect(
      buildTokens({ tokensDir: path.join(work, 'tokens'), outDir: path.join(work, 'themes'), only: ['NOPE'] }),
    ).rejects.toThrow(/NOPE\.json: \(file\): no such brand token file/);
  });
});
