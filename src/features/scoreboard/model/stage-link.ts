import type { Availability } from '../../../../contract/protocol.ts';
import type { Stage } from '../../../../contract/vocabulary.ts';

/** The line-ups page, where "Lineups available" leads. */
export const lineupsPath = '/info/teams/lineups';

/**
 * Where the stage text leads, if anywhere: "Lineups available" is a way to the line-ups, offered
 * only when the availability lists that page (SPEC section 2: a page is offered only if listed).
 */
export function stageLinkPath(stage: Stage | undefined, availability: Pick<Availability, 'paths'> | undefined): string | null {
  if (stage !== 'lineupsAvailable' || !availability?.paths.includes(lineupsPath)) return null;
  return lineupsPath;
}
