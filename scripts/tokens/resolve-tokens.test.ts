import { describe, expect, it } from 'vitest';
import { resolveBrandTokens } from './resolve-tokens.ts';

const palette = { blue: { $type: 'color', $value: '#0050b3' } };

describe('resolveBrandTokens', () => {
  it('resolves references through every step, leaving the values as the token files wrote them', async () => {
    const tree = await resolveBrandTokens({
      palette,
      color: { link: { $value: '{palette.blue}' }, focus: { $value: '{color.link}' } },
      radius: { card: { $type: 'dimension', $value: '8px' } },
    });
    expect(tree).toMatchObject({
      color: { link: { $value: '#0050b3' }, focus: { $value: '#0050b3' } },
      radius: { card: { $value: '8px' } },
    });
  });

  it('names every token that leads to a reference which does not exist', async () => {
    const resolving = resolveBrandTokens({
      palette,
      color: { link: { $value: '{palette.red}' }, focus: { $value: '{color.link}' } },
    });
    // style-dictionary 4 names each token by its path and value key (color.link.$value); 5 wrote {color.link}.
    await expect(resolving).rejects.toThrow(/color\.link\.\$value tries to reference palette\.red, which is not defined\./);
    await expect(resolving).rejects.toThrow(/color\.focus\.\$value tries to reference palette\.red, which is not defined\./);
  });
});
