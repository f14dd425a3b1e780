/**
 * "Powered by StatsBomb": the spec's `poweredBy` entry ('Powered by' in English) before the
 * provider's name, as the answer or the record names it. The one place the credit is worded.
 */
export function poweredBy(t: (key: string) => string, provider: string): string {
  return `${t('common.poweredBy')} ${provider}`;
}
