import type { BallPath, BallStep } from '../ball-path.ts';

/**
 * Turkey 0-3 Italy, Euro 2020 (StatsBomb 3788741, events 2766 to 2776), as the feed's `ballPath`
 * steps: the second half's 21st minute, from Barella's pass at the edge of the box to Spinazzola's
 * shot saved by Çakır and Immobile's goal from the rebound (66'). Turkey is at home, so Italy's
 * StatsBomb places (120 by 80, towards the goal Italy attacks) are turned round onto the home
 * side's 0..100 grid; seconds are StatsBomb's timestamps in the second half.
 */
export const immobileGoalSteps: BallStep[] = [
  { id: 2766, second: 1225.8, kind: 'pass', side: 'away', x: 15.8, y: 38, endX: 9.8, endY: 30.5, player: 'Barella' },
  { id: 2767, second: 1227, kind: 'reception', side: 'away', x: 9.8, y: 30.5, player: 'Berardi' },
  { id: 2768, second: 1227, kind: 'carry', side: 'away', x: 9.8, y: 30.5, endX: 9.4, endY: 31.4, player: 'Berardi' },
  { id: 2769, second: 1228, kind: 'pass', side: 'away', x: 9.4, y: 31.4, endX: 9.3, endY: 66.5, player: 'Berardi' },
  { id: 2770, second: 1229.8, kind: 'reception', side: 'away', x: 9.3, y: 66.5, player: 'Spinazzola' },
  { id: 2771, second: 1229.8, kind: 'carry', side: 'away', x: 9.3, y: 66.5, endX: 11.3, endY: 62.8, player: 'Spinazzola' },
  {
    id: 2772,
    second: 1231.4,
    kind: 'shot',
    side: 'away',
    x: 11.3,
    y: 62.8,
    endX: 2.2,
    endY: 51,
    player: 'Spinazzola',
    outcome: 'saved',
  },
  { id: 2773, second: 1232, kind: 'save', side: 'home', x: 1.7, y: 52.4, player: 'Çakır' },
  { id: 2774, second: 1233.1, kind: 'recovery', side: 'away', x: 4.9, y: 58.5, player: 'Immobile' },
  { id: 2775, second: 1233.2, kind: 'shot', side: 'away', x: 5.3, y: 54.9, endX: 0, endY: 49.6, player: 'Immobile', outcome: 'goal' },
  { id: 2776, second: 1233.8, kind: 'keeper', side: 'home', x: 1.5, y: 52.3, player: 'Çakır' },
];

/** Demiral's own goal (53', 7:12 into the second half), at his own goal line: Turkey at home, as above. */
export const demiralOwnGoal: BallStep = { id: 2269, second: 432.6, kind: 'ownGoal', side: 'home', x: 3.4, y: 50.6, player: 'Demiral' };

export const immobileGoalPath: BallPath = { period: 'secondHalf', steps: immobileGoalSteps };
