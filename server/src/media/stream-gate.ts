/**
 * Whether a stream launch is refused by the catalogue, and with which error code (SPEC section 7):
 * an event of the catalogue may refuse every launch. The refusal the control API arms for the next
 * launch, whichever event it is for, lives in the control store, so that it is shared by the
 * instances on one Redis (shared-state/).
 */
export class StreamGate {
  constructor(private readonly entries: ReadonlyMap<string, { streamRefusal?: number }>) {}

  /** The refusal for a launch of `stream` (an eventId), or null to let it play. */
  take(stream: string): number | null {
    return this.entries.get(stream)?.streamRefusal ?? null;
  }
}
