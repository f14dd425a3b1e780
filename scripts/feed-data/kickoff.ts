/**
 * openfootball gives kick-off as a wall-clock time with no zone; each source's zone is stated in
 * build.ts. We store UTC so the widget can show every viewer their own time and so "before"
 * cut-offs compare instants, and we use the IANA rules so summer time is right on both sides
 * of the clock change (La Liga crosses two in a season).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far the zone's clock is ahead of UTC at this instant, in ms. */
function offsetAt(utcMs: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(utcMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - utcMs;
}

/**
 * "2018-08-18", "22:15", "Europe/Madrid" -> "2018-08-18T20:15:00Z". A time that states its own
 * offset ("18:00 UTC+3", as the 2018 World Cup file gives every kick-off across Russia's zones)
 * is read with that offset and the zone is not used.
 */
export function kickoffUtc(date: string, time: string, timeZone: string): string {
  const dateParts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeParts = /^([01]\d|2[0-3]):([0-5]\d)(?: UTC([+-]\d{1,2}))?$/.exec(time);
  if (!dateParts || !timeParts) throw new RangeError(`cannot read kick-off "${date} ${time}"`);
  const wall = Date.UTC(Number(dateParts[1]), Number(dateParts[2]) - 1, Number(dateParts[3]), Number(timeParts[1]), Number(timeParts[2]));
  if (timeParts[3] !== undefined) return new Date(wall - Number(timeParts[3]) * 3_600_000).toISOString().replace('.000Z', 'Z');
  // The offset depends on the instant we are looking for; a second look settles it across a clock change.
  const guess = wall - offsetAt(wall, timeZone);
  const utc = wall - offsetAt(guess, timeZone);
  return new Date(utc).toISOString().replace('.000Z', 'Z');
}
