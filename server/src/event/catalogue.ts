import type { Stage } from '../../../contract/protocol.ts';
import type { Timeline } from '../match/timeline.ts';

/**
 * The demo catalogue (`GET /events`): real matches at their real dates, and demo events that put
 * a match at a chosen moment when the server starts, so every state of the widget can be seen
 * within seconds of `npm start`.
 */
export interface CatalogueEntry {
  eventId: string;
  scenarioId: string;
  description: string;
  /** The match second when the server starts, from the match's timeline; null follows the real date. */
  startAt: ((timeline: Timeline) => number) | null;
  /** Hold the replay still (a suspended match does not move on). */
  paused?: boolean;
  stage?: Stage;
  /** Every stream launch for this event is refused with this error code. */
  streamRefusal?: number;
}

const at = (period: keyof Timeline['periodStart'], second: number) => (timeline: Timeline) => {
  const start = timeline.periodStart[period];
  if (start === undefined) throw new Error(`catalogue: the scenario has no ${period}`);
  return start + second;
};

export const catalogue: readonly CatalogueEntry[] = [
  { eventId: 'wc2022-final', scenarioId: 'wc2022-final', description: 'World Cup 2022 final at its real date (finished)', startAt: null },
  {
    eventId: 'euro2020-tur-ita',
    scenarioId: 'euro2020-tur-ita',
    description: 'Euro 2020 opener at its real date (finished)',
    startAt: null,
  },
  {
    eventId: 'laliga-2018-19-bar-ala',
    scenarioId: 'laliga-2018-19-bar-ala',
    description: 'La Liga 2018/19 matchday 1 at its real date (finished)',
    startAt: null,
  },
  {
    eventId: 'laliga-2018-19-bar-gir',
    scenarioId: 'laliga-2018-19-bar-gir',
    description: 'La Liga 2018/19 matchday 5 at its real date (finished; Lenglet sent off)',
    startAt: null,
  },
  // The live demos that show statistics replay a StatsBomb match, whose every minute is real; the
  // 2022 final (no event data) is the extra-time and shoot-out demo.
  {
    eventId: 'demo-live',
    scenarioId: 'euro2020-tur-ita',
    description: 'Turkey v Italy from kick-off (StatsBomb event data)',
    startAt: () => 0,
  },
  {
    eventId: 'demo-prematch',
    scenarioId: 'wc2022-final',
    description: '10 minutes before kick-off: inside the 15-minute pre-stream window',
    startAt: () => -600,
  },
  {
    eventId: 'demo-injury-time',
    scenarioId: 'euro2020-tur-ita',
    description: 'First half at 44:30, about to reach injury time',
    startAt: at('firstHalf', 44 * 60 + 30),
  },
  {
    eventId: 'demo-half-time',
    scenarioId: 'laliga-2018-19-bar-ala',
    description: 'Half time',
    startAt: (timeline) => at('secondHalf', 0)(timeline) - 600,
  },
  {
    eventId: 'demo-second-half',
    scenarioId: 'laliga-2018-19-bar-ala',
    description: 'Second half, 60th minute',
    startAt: at('secondHalf', 15 * 60),
  },
  {
    eventId: 'demo-extra-time',
    scenarioId: 'wc2022-final',
    description: 'Extra time, 95th minute',
    startAt: at('firstHalfExtraTime', 5 * 60),
  },
  {
    eventId: 'demo-shootout',
    scenarioId: 'wc2022-final',
    description: 'The penalty shoot-out about to begin',
    startAt: at('penaltyShootout', 20),
  },
  {
    eventId: 'demo-finished',
    scenarioId: 'euro2020-tur-ita',
    description: 'A finished match',
    startAt: (timeline) => timeline.phases.at(-1)!.start + 60,
  },
  {
    eventId: 'demo-suspended',
    scenarioId: 'laliga-2018-19-bar-ala',
    description: 'A match suspended in the 35th minute',
    startAt: at('firstHalf', 34 * 60),
    paused: true,
    stage: 'suspended',
  },
  {
    eventId: 'demo-stream-refused',
    scenarioId: 'euro2020-tur-ita',
    description: 'Live, but every stream launch is refused (error 10316)',
    startAt: at('firstHalf', 25 * 60),
    streamRefusal: 10316,
  },
];
