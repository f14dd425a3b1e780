/**
 * The zones of a table: what a final place leads to. The feed's table does not say, so they are
 * the competition's rules, known here by its id: La Liga 2018/19 sent four clubs to the Champions
 * League, two to the Europa League and three down; a World Cup or Euro group sends two through
 * (a Euro group's third may go through among the best thirds). A competition we do not know gets
 * no zones rather than invented ones.
 */
export type Zone = 'championsLeague' | 'europaLeague' | 'relegation' | 'qualified' | 'bestThird';

export const zoneOrder: readonly Zone[] = ['qualified', 'bestThird', 'championsLeague', 'europaLeague', 'relegation'];

export function zoneOf(competitionId: string, group: string | null, rank: number, rows: number): Zone | null {
  if (group !== null) {
    if (!/^(worldcup|euro)/.test(competitionId)) return null;
    if (rank <= 2) return 'qualified';
    return competitionId.startsWith('euro') && rank === 3 ? 'bestThird' : null;
  }
  if (competitionId.startsWith('laliga') && rows === 20) {
    if (rank <= 4) return 'championsLeague';
    if (rank <= 6) return 'europaLeague';
    if (rank >= 18) return 'relegation';
  }
  return null;
}
