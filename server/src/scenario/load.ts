import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { scenarioSchema, type Scenario } from './schema.ts';

export const scenariosDir = path.resolve(import.meta.dirname, '../../scenarios');

/** Reads and validates one scenario file; a bad file stops the server with its name and the problem. */
export async function loadScenarioFile(file: string): Promise<Scenario> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not readable JSON: ${(error as Error).message}`, { cause: error });
  }
  const result = scenarioSchema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`${file}: not a valid scenario:\n${problems}`);
  }
  return result.data;
}

/** Every scenario in server/scenarios, by id. */
export async function loadScenarios(dir = scenariosDir): Promise<Map<string, Scenario>> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  const scenarios = new Map<string, Scenario>();
  for (const file of files) {
    const scenario = await loadScenarioFile(path.join(dir, file));
    if (scenarios.has(scenario.id)) throw new Error(`${file}: scenario id ${scenario.id} is used twice`);
    scenarios.set(scenario.id, scenario);
  }
  return scenarios;
}
