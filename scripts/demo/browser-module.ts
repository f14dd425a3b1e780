import { readFile } from 'node:fs/promises';
import ts from 'typescript';

/**
 * A TypeScript file of ours as a browser module, for the host page: types stripped, nothing
 * bundled. The demo has no bundler of its own, so a file that still imports a value after
 * transpiling would fail in the browser: it is refused here, naming the file.
 */
export async function transpileBrowserModule(file: string): Promise<string> {
  const { outputText } = ts.transpileModule(await readFile(file, 'utf8'), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
  });
  const imported = ts.preProcessFile(outputText).importedFiles.map((reference) => reference.fileName);
  if (imported.length > 0)
    throw new Error(
      `${file} imports ${imported.join(', ')} at run time: the host page loads it unbundled, so import types only (import type …)`,
    );
  return outputText;
}
