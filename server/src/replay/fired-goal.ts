import { z } from 'zod';
import { sideSchema } from '../../../contract/protocol.ts';
import { playersAt } from '../match-stats/players.ts';
import type { Side } from '../scenario/schema.ts';
import type { CompiledMatch } from '../match/compile.ts';

/**
 * The body of `POST /control/events/{eventId}/goal`: the side (CONTRACT.md keeps `{ "side" }` alone
 * working) and, optionally, the scorer. A goal with a scorer is his goal everywhere a goal is
 * counted (docs/feed-server.md); one without is a goal for the side, with no player.
 */
export const firedGoalRequestSchema = z.object({
  side: sideSchema,
  playerId: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .describe('The scorer: a player on the pitch for `side` at this moment. Without it the goal is the side\u2019s, with no player.'),
});
export type FiredGoalRequest = z.infer<typeof firedGoalRequestSchema>;

/** Why a player cannot score for `side` at `second`, or null when he can: he must be on the pitch for that side. */
export function scorerProblem(match: CompiledMatch, second: number, side: Side, playerId: string): string | null {
  const player = match.players.get(playerId);
  const { home, away } = match.scenario;
  if (!player) return `no player "${playerId}" in ${home.name} v ${away.name}`;
  const team = match.scenario[side].name;
  if (player.side !== side) return `${player.name} plays for ${match.scenario[player.side].name}, not ${team}`;
  if (second < 0) return `${player.name} is not on the pitch: ${home.name} v ${away.name} has not kicked off`;
  const line = playersAt(match, second).find((candidate) => candidate.playerId === playerId)!;
  if (line.onAt === null) return `${player.name} is not on the pitch for ${team}: he has not come on`;
  if (line.offAt !== null) {
    const why = line.redCards > 0 ? 'he was sent off' : 'he was substituted';
    return `${player.name} is not on the pitch for ${team}: ${why}`;
  }
  return null;
}

/**
 * The fired goal's body checked against the match at `second`: a named scorer must be a player of
 * the match, of the side, on the pitch. Each refusal names the field and says why.
 */
export const firedGoalSchema = (match: CompiledMatch, second: number) =>
  firedGoalRequestSchema.superRefine((body, context) => {
    if (body.playerId === undefined) return;
    const problem = scorerProblem(match, second, body.side, body.playerId);
    if (problem) context.addIssue({ code: 'custom', path: ['playerId'], message: problem });
  });
