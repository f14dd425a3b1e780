/** Fills {{name}} placeholders by plain substitution (never markup); unknown names become empty. */
export function fillTemplate(template: string, params: Partial<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? '');
}
