import { z } from 'zod';
import { teamCountryPattern } from '../../../contract/team-names.ts';

/**
 * Our compact competition and head-to-head formats: the facts the widget shows around one match
 * (table, form, fixtures, meetings, scorers), written by scripts/feed-data/import-competitions.ts
 * from CC0 sources into server/data/. Files are parsed with these schemas on load, so a hand edit
 * that breaks a rule (a score that does not add up, an unknown team) fails loudly, not in a view.
 */

/** Ids of teams and competitions, and so their file names: lower-case words joined by "-". */
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const teamIdSchema = z.string().regex(slugPattern, 'a team id is a lower-case slug such as "real-madrid"');

export const teamSchema = z.strictObject({
  id: teamIdSchema,
  name: z.string().min(1),
  code: z.string().regex(/^[A-Z]{3}$/, 'a team code is three upper-case letters'),
  /** Only on a national team: its region, to name it in the fan's language (contract/team-names.ts). */
  country: z.string().regex(teamCountryPattern, 'a country is an ISO 3166 code such as "AR" or "GB-ENG"').optional(),
});
export type Team = z.infer<typeof teamSchema>;

const goals = z.number().int().min(0).max(99);
/** [home, away] */
export const scoreSchema = z.tuple([goals, goals]);
export type Score = z.infer<typeof scoreSchema>;

export const sideSchema = z.enum(['home', 'away']);
export type Side = z.infer<typeof sideSchema>;

/**
 * One goal. `side` is the side the goal counts for, so an own goal names a player of the other
 * side: the sides' scorers always add up to the final score. Flags are present only when true.
 */
export const scorerSchema = z.strictObject({
  side: sideSchema,
  name: z.string().min(1),
  /** Minute of the clock, 1..120; stoppage time goes in `offset` (90+4' is 90 and 4). */
  minute: z.number().int().min(1).max(120),
  offset: z.number().int().min(1).max(30).optional(),
  penalty: z.literal(true).optional(),
  ownGoal: z.literal(true).optional(),
});
export type Scorer = z.infer<typeof scorerSchema>;

export const matchSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,127}$/),
    /** Local calendar date at the ground, as the source gives it. */
    date: z.iso.date(),
    /** Kick-off in UTC, when the source gives a time. */
    kickoff: z.iso.datetime().optional(),
    round: z.string().min(1),
    /** Group letter of a tournament's group stage; absent for league and knockout matches. */
    group: z
      .string()
      .regex(/^[A-Z]$/)
      .optional(),
    home: teamIdSchema,
    away: teamIdSchema,
    /** Score after 90 minutes. */
    ft: scoreSchema,
    ht: scoreSchema.optional(),
    /** Score after extra time, including the 90 minutes. */
    aet: scoreSchema.optional(),
    /** Shoot-out kicks scored, never added to the score. */
    pens: scoreSchema.optional(),
    /** When present, every goal of the match in order of time; [] for a goalless match. */
    scorers: z.array(scorerSchema).optional(),
  })
  .superRefine((match, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (match.home === match.away) issue('away', 'a team cannot play itself');
    if (match.ht && (match.ht[0] > match.ft[0] || match.ht[1] > match.ft[1])) issue('ht', 'more goals at half-time than at full time');
    if (match.aet) {
      // Extra time follows a draw, on the day or over two legs: the competition checks the latter (below).
      if (match.aet[0] < match.ft[0] || match.aet[1] < match.ft[1]) issue('aet', 'fewer goals after extra time than after 90 minutes');
    }
    if (match.pens) {
      const level = match.aet ?? match.ft;
      if (level[0] !== level[1]) issue('pens', 'a shoot-out follows only a draw');
      if (match.pens[0] === match.pens[1]) issue('pens', 'a shoot-out has a winner');
    }
    if (match.kickoff && Math.abs(Date.parse(match.kickoff) - Date.parse(`${match.date}T12:00:00Z`)) > 36 * 3_600_000) {
      issue('kickoff', 'kick-off is not on the match date');
    }
    if (match.scorers) {
      const final = match.aet ?? match.ft;
      const home = match.scorers.filter((scorer) => scorer.side === 'home').length;
      const away = match.scorers.length - home;
      if (home !== final[0] || away !== final[1]) {
        issue('scorers', `scorers make ${home}-${away}, the score is ${final[0]}-${final[1]}`);
      }
    }
  });
export type Match = z.infer<typeof matchSchema>;

export const competitionSchema = z
  .strictObject({
    id: z.string().regex(slugPattern),
    name: z.string().min(1),
    season: z.string().min(1),
    /**
     * A league puts every match in its one table; a tournament only its group matches, each in
     * its group's table, and its knockout matches (no group) in none.
     */
    format: z.enum(['league', 'tournament']),
    teams: z.array(teamSchema).min(2),
    matches: z.array(matchSchema),
  })
  .superRefine((competition, ctx) => {
    const teamIds = new Set<string>();
    competition.teams.forEach((team, index) => {
      if (teamIds.has(team.id)) ctx.addIssue({ code: 'custom', path: ['teams', index, 'id'], message: `duplicate team id ${team.id}` });
      teamIds.add(team.id);
    });
    const matchIds = new Set<string>();
    competition.matches.forEach((match, index) => {
      if (matchIds.has(match.id))
        ctx.addIssue({ code: 'custom', path: ['matches', index, 'id'], message: `duplicate match id ${match.id}` });
      matchIds.add(match.id);
      for (const side of ['home', 'away'] as const) {
        if (!teamIds.has(match[side]))
          ctx.addIssue({ code: 'custom', path: ['matches', index, side], message: `unknown team ${match[side]}` });
      }
      if (competition.format === 'league' && match.group) {
        ctx.addIssue({ code: 'custom', path: ['matches', index, 'group'], message: 'a league has no groups' });
      }
      if (match.aet && match.ft[0] !== match.ft[1] && !levelOverTwoLegs(competition.matches, match)) {
        ctx.addIssue({ code: 'custom', path: ['matches', index, 'aet'], message: 'extra time is played only after a draw' });
      }
    });
  });
export type Competition = z.infer<typeof competitionSchema>;

/**
 * A second leg whose 90 minutes leave the tie level on aggregate (Porto 2-1 Roma in the 2018/19
 * Champions League, after Roma's 2-1 in the first leg), the only other way to extra time.
 */
function levelOverTwoLegs(matches: readonly Match[], match: Match): boolean {
  const first = matches.find(
    (candidate) =>
      candidate.round === match.round && candidate.home === match.away && candidate.away === match.home && candidate.date < match.date,
  );
  if (!first) return false;
  const [firstHome, firstAway] = first.aet ?? first.ft;
  return match.ft[0] + firstAway === match.ft[1] + firstHome;
}

/** One meeting of two national teams (or clubs), the shape of international/results.csv. */
export const meetingSchema = z
  .strictObject({
    date: z.iso.date(),
    home: teamIdSchema,
    away: teamIdSchema,
    /** Goals including extra time, never the shoot-out. */
    homeScore: goals,
    awayScore: goals,
    tournament: z.string().min(1),
    /** Absent when the source does not say where the match was played. */
    city: z.string().min(1).optional(),
    country: z.string().min(1).optional(),
    neutral: z.boolean(),
    shootoutWinner: teamIdSchema.optional(),
  })
  .superRefine((meeting, ctx) => {
    if (meeting.home === meeting.away) ctx.addIssue({ code: 'custom', path: ['away'], message: 'a team cannot play itself' });
    if (meeting.shootoutWinner) {
      if (meeting.homeScore !== meeting.awayScore)
        ctx.addIssue({ code: 'custom', path: ['shootoutWinner'], message: 'a shoot-out follows only a draw' });
      if (meeting.shootoutWinner !== meeting.home && meeting.shootoutWinner !== meeting.away) {
        ctx.addIssue({ code: 'custom', path: ['shootoutWinner'], message: 'the shoot-out winner did not play' });
      }
    }
  });
export type Meeting = z.infer<typeof meetingSchema>;

export const headToHeadFileSchema = z
  .strictObject({
    teams: z.tuple([teamSchema, teamSchema]),
    /** What the meetings list covers, in words, so nobody reads a partial record as complete. */
    coverage: z.string().min(1),
    /** Oldest first. */
    meetings: z.array(meetingSchema),
  })
  .superRefine((file, ctx) => {
    const pair = new Set(file.teams.map((team) => team.id));
    if (pair.size !== 2) ctx.addIssue({ code: 'custom', path: ['teams'], message: 'two different teams' });
    file.meetings.forEach((meeting, index) => {
      if (!pair.has(meeting.home) || !pair.has(meeting.away)) {
        ctx.addIssue({
          code: 'custom',
          path: ['meetings', index],
          message: `${meeting.home} v ${meeting.away} is not a meeting of the two teams`,
        });
      }
      const previous = file.meetings[index - 1];
      if (previous && previous.date > meeting.date)
        ctx.addIssue({ code: 'custom', path: ['meetings', index, 'date'], message: 'meetings are oldest first' });
    });
  });
export type HeadToHeadFile = z.infer<typeof headToHeadFileSchema>;
