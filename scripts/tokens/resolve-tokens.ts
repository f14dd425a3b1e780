import StyleDictionary from 'style-dictionary';
import type { Config, DesignTokens } from 'style-dictionary/types';
import type { TokenTree } from './to-brand-theme.ts';

/** The one platform a brand is resolved for. */
const platform = 'theme';

/**
 * style-dictionary's configuration for one brand's merged token tree (DTCG). No transforms and no
 * files: `toBrandTheme` reads the resolved values and converts units itself, and the build renders
 * `themes/` from the theme that returns (docs/adr/017-one-compiled-theme-rendered-three-ways.md).
 */
export function brandDictionaryConfig(tokens: DesignTokens): Config {
  return {
    tokens,
    usesDtcg: true,
    // Verbose: a broken reference is reported with every token that leads to it.
    log: { verbosity: 'verbose', warnings: 'disabled' },
    platforms: { [platform]: { transforms: [] } },
  };
}

/** One brand's tokens with every reference resolved; throws style-dictionary's report of broken references. */
export async function resolveBrandTokens(tokens: DesignTokens): Promise<TokenTree> {
  const dictionary = await new StyleDictionary(brandDictionaryConfig(tokens)).getPlatformTokens(platform);
  return dictionary.tokens;
}
