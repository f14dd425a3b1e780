import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileMatch } from '../match/compile.ts';
import { ballPathValues, stepsBetween, timeBallPath } from '../replay/ball-path.ts';
import { defaultStatsBombDir, loadBallPaths } from '../replay/ball-path-files.ts';
import { loadScenarios } from '../scenario/load.ts';

// The bytes a minute of play of the `ballPath` message, as the feed sends it to a fan who does not
// batch: one message per tick that passed a step, a seq of the wall clock's 13 digits on each.
// Printed for docs/feed-protocol.md ("Ball path"); held under a budget of 8 KB a minute.
const seq = 1_764_270_000_000;
const regularMinutes = { firstHalf: 45, secondHalf: 45, firstHalfExtraTime: 15, secondHalfExtraTime: 15, penaltyShootout: 0 } as const;

describe.skipIf(!existsSync(defaultStatsBombDir))('the bytes a minute of the ballPath message (../shared/data)', () => {
  it('stays under 8 KB a minute of play at speed 1 in every StatsBomb match, and is printed at speeds 1 and 20', async () => {
    const [paths, scenarios] = await Promise.all([loadBallPaths(defaultStatsBombDir), loadScenarios()]);
    for (const [id, steps] of paths) {
      const match = compileMatch(scenarios.get(id)!);
      const timed = timeBallPath(match.timeline, steps);
      const end = match.timeline.playEnds;
      // The minutes of play: each period's regular length and its added time, half-time left out.
      const minutes = match.scenario.periods.reduce((sum, period) => sum + regularMinutes[period.id] + period.addedSeconds / 60, 0);
      const perMinute = (speed: number) => {
        // A tick every 250 ms: the replay's whole second moves on by speed / 4 (at least one second per message).
        const stride = Math.max(1, speed / 4);
        let bytes = 0;
        let messages = 0;
        for (let from = -1; from < end; from += stride) {
          for (const value of ballPathValues(stepsBetween(timed, from, from + stride))) {
            bytes += Buffer.byteLength(JSON.stringify({ type: 'ballPath', value, seq }));
            messages += 1;
          }
        }
        return { bytes: Math.round(bytes / minutes), messages: Math.round(messages / minutes) };
      };
      const [one, twenty] = [perMinute(1), perMinute(20)];
      console.log(
        `${id}: ${steps.length} steps over ${minutes.toFixed(1)} min of play: ` +
          `${one.bytes} B a minute in ${one.messages} messages at speed 1, ${twenty.bytes} B in ${twenty.messages} at speed 20`,
      );
      expect(timed).toHaveLength(steps.length);
      expect(one.bytes).toBeLessThan(8192);
      expect(twenty.bytes).toBeLessThan(one.bytes);
    }
  });
});
