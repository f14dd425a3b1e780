/**
 * The demo events start at a chosen moment when the feed starts and then run in real time; the
 * browser suite runs longer than ten minutes, so a test that needs `demo-prematch` before its
 * kick-off puts it back there first (the control API's seek), whenever in the run it comes.
 */
export async function backBeforeKickOff(feedUrl: string, eventId = 'demo-prematch', secondsBefore = 600): Promise<void> {
  const response = await fetch(`${feedUrl}/control/events/${eventId}/seek`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ second: -secondsBefore }),
  });
  if (!response.ok) throw new Error(`seek ${eventId} to ${-secondsBefore} s: ${response.status} ${await response.text()}`);
}
