/**
 * Whether a stream launch is refused, and with which error code (SPEC section 7): an event of the
 * catalogue may refuse every launch, and the control API can arm a refusal for the next launch
 * only, whichever event it is for.
 */
export class StreamGate {
  private armed: number | null = null;

  constructor(private readonly entries: ReadonlyMap<string, { streamRefusal?: number }>) {}

  /** Refuse the next launch, of any event, with this code. */
  refuseNext(errorCode: number): void {
    this.armed = errorCode;
  }

  /** The refusal for a launch of `stream` (an eventId), or null to let it play; an armed refusal is used up. */
  take(stream: string): number | null {
    const refusal = this.armed ?? this.entries.get(stream)?.streamRefusal ?? null;
    this.armed = null;
    return refusal;
  }
}
