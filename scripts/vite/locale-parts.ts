import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { localePart, summaryPart, type LocalePart } from '../../src/lib/i18n/string-parts.ts';

const partQuery = /[?&]part=(frame|sections|summary)(?:&|$)/;

/**
 * `locales/<lang>.json?part=frame` and `?part=sections` load as a module of that part only
 * (src/lib/i18n/string-parts.ts): one language makes two chunks, the frame's and the sections'.
 * The frame's part also exports `loadSections()`, which imports the sections' part, and
 * `loadSummary()`, which imports `?part=summary`: the few strings of a match summary, for the
 * facts-first script (string-parts.ts).
 */
export function localeParts(): Plugin {
  return {
    name: 'cpp-locale-parts',
    enforce: 'pre',
    async load(id) {
      const [file, query = ''] = id.split('?', 2);
      const match = partQuery.exec(`?${query}`);
      if (!match || !file || !/\/locales\/[a-z-]+\.json$/.test(file)) return null;
      this.addWatchFile(file);
      const strings = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      // A module, not JSON: the bundler types a module by its file name, and a query hides it.
      // The frame's part knows where its language's sections' part is: the first paint's code
      // then holds one loader a language, not two.
      const part = match[1] as LocalePart | 'summary';
      const chosen = part === 'summary' ? summaryPart(strings) : localePart(strings, part);
      const code = `export default JSON.parse(${JSON.stringify(JSON.stringify(chosen))});`;
      if (part !== 'frame') return code;
      // The summary's few strings too, for the facts-first script's summary (string-parts.ts).
      const loader = (name: string, of: string) =>
        `export const ${name} = () => import(${JSON.stringify(`${file}?part=${of}`)}).then((module) => module.default);`;
      return [code, loader('loadSections', 'sections'), loader('loadSummary', 'summary')].join('\n');
    },
  };
}
