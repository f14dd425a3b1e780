/**
 * Faults injected through the control API: for requests whose path starts with `pathPrefix`,
 * answer 500, wait first, send malformed JSON, or close the connection, `times` times or until
 * cleared.
 */
export interface Fault {
  pathPrefix: string;
  kind: 'error' | 'delay' | 'malformed' | 'close';
  delayMs?: number;
  times?: number;
}

export class FaultBook {
  private faults: Array<Fault & { left: number }> = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault, left: fault.times ?? Infinity });
  }

  clear(): void {
    this.faults = [];
  }

  list(): Fault[] {
    return this.faults.map(({ left, ...fault }) => ({ ...fault, ...(Number.isFinite(left) ? { times: left } : {}) }));
  }

  /** The fault for a path, used up by one; control paths are never faulted. */
  take(path: string): Fault | null {
    if (path.startsWith('/control')) return null;
    const fault = this.faults.find((candidate) => candidate.left > 0 && path.startsWith(candidate.pathPrefix));
    if (!fault) return null;
    fault.left -= 1;
    this.faults = this.faults.filter((candidate) => candidate.left > 0);
    return fault;
  }
}
