/**
 * Data files are written one team, match or meeting a line: small enough to ship, and a
 * re-import that changes one score shows as a one-line diff.
 */
export function formatDataFile(file: Record<string, unknown>): string {
  const fields = Object.entries(file).map(([key, value]) => {
    const name = JSON.stringify(key);
    if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'object' && item !== null)) {
      return `  ${name}: [\n${value.map((item) => `    ${JSON.stringify(item)}`).join(',\n')}\n  ]`;
    }
    return `  ${name}: ${JSON.stringify(value)}`;
  });
  return `{\n${fields.join(',\n')}\n}\n`;
}
