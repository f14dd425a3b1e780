import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { localePart, type LocalePart } from '../../src/lib/i18n/string-parts.ts';

const partQuery = /[?&]part=(frame|sections)(?:&|$)/;

/**
 * `locales/<lang>.json?part=frame` and `?part=sections` load as a module of that part only
 * (src/lib/i18n/string-parts.ts): one language makes two chunks, the frame's and the sections'.
 * The frame's part also exports `loadSections()`, which imports the sections' part.
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
      const part = match[1] as LocalePart;
      const code = `export default JSON.parse(${JSON.stringify(JSON.stringify(localePart(strings, part)))});`;
      if (part === 'sections') return code;
      return `${code}\nexport const loadSections = () => import(${JSON.stringify(`${file}?part=sections`)}).then((module) => module.default);`;
    },
  };
}
