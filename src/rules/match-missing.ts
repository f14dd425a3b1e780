/**
 * The feed has said for certain that the event does not exist: the event data answered 404
 * (`eventDataStatus`, the HTTP status of its failed call), or the socket was closed with the
 * unknown-event code. Then nothing polls the event again and the fan is told "match not found".
 * Any other failure (a 500, a timeout, a malformed answer) may pass, so it is not a verdict.
 */
export function matchIsMissing(eventDataStatus: number | null, socketClosedAsUnknown: boolean): boolean {
  return socketClosedAsUnknown || eventDataStatus === 404;
}
