/** SPEC section 8: this console error is noise from page transitions and is not logged. */
export const suppressedConsoleErrors = ['Loading initial props cancelled'];

export function shouldLogConsoleError(args: readonly unknown[]): boolean {
  const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
  return !suppressedConsoleErrors.some((message) => text.includes(message));
}

export function installConsoleFilter(target: Pick<Console, 'error'> = console): () => void {
  const original = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    if (shouldLogConsoleError(args)) original(...args);
  };
  return () => {
    target.error = original;
  };
}
