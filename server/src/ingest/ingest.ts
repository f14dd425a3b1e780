import { z } from 'zod';
import type { output } from 'zod/v4/core';
import type { ingestAnswerSchema } from '../../../contract/endpoints.ts';
import { Replay } from '../replay/replay.ts';
import { parseLineups, StatsBombFormatError } from '../statsbomb/input.ts';
import type { IncomingEvent, Store } from '../store/store.ts';
import { checkEvent, ingestedMatch, type Registration } from './ingested-match.ts';

/**
 * The ingest (docs/feed-server.md, "Ingest"): a provider's events into the store, and the match
 * they make served as a replay. Each call is answered once the store has committed it; the calls
 * of one match are taken one at a time, in the order they came. The match is rebuilt from the store
 * after each change (ingested-match.ts), so what an instance serves is what the store holds, and an
 * instance started later, or another on the same PostgreSQL (`follow`), serves the same.
 */

export type IngestAnswer = output<typeof ingestAnswerSchema>;

export class IngestRefused extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
    this.name = 'IngestRefused';
  }
}

export interface IngestOptions {
  store: Store;
  /** Puts a replay in the feed's place for the event, described for `/events` (FeedContext.serve). */
  serve(eventId: string, description: string, replay: Replay): void;
  /** The replay the feed serves for the event now, if any. */
  current(eventId: string): Replay | undefined;
  now?: () => number;
  /** Told when a match cannot be rebuilt from what was stored (it stays as it was). */
  onError?: (error: unknown, eventId: string) => void;
}

/** What the store keeps of a registration besides the competition, kick-off and line-ups. */
const detailsSchema = z.object({
  source: z.literal('ingest'),
  venue: z.object({ name: z.string(), city: z.string() }).optional(),
  referee: z.string().optional(),
  title: z.string().optional(),
  homeTeam: z.string().optional(),
});

export class Ingest {
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly revisions = new Map<string, number>();
  private readonly now: () => number;
  private following: NodeJS.Timeout | null = null;

  constructor(private readonly options: IngestOptions) {
    this.now = options.now ?? Date.now;
  }

  /** One call of a match at a time, in order: the next starts when the last has answered. */
  private inTurn<T>(eventId: string, work: () => Promise<T>): Promise<T> {
    const turn = (this.queues.get(eventId) ?? Promise.resolve()).then(work, work);
    this.queues.set(
      eventId,
      turn.catch(() => {}),
    );
    return turn;
  }

  /** `PUT /ingest/{eventId}`: registers the match (its events, if any, stay). */
  register(eventId: string, registration: Registration): Promise<IngestAnswer> {
    return this.inTurn(eventId, async () => {
      let lineups;
      try {
        lineups = parseLineups(registration.lineups);
      } catch (error) {
        if (error instanceof StatsBombFormatError) throw new IngestRefused(400, `body.lineups: ${error.message}`);
        throw error;
      }
      const team = (index: number) => ({ id: `statsbomb-${lineups[index]!.team_id}`, name: lineups[index]!.team_name });
      const homeIndex = registration.homeTeam !== undefined && lineups[1]!.team_name === registration.homeTeam ? 1 : 0;
      await this.options.store.matches.upsert({
        eventId,
        competition: registration.competition,
        kickoff: registration.kickoff,
        home: team(homeIndex),
        away: team(1 - homeIndex),
        details: {
          source: 'ingest',
          ...(registration.venue ? { venue: registration.venue } : {}),
          ...(registration.referee ? { referee: registration.referee } : {}),
          ...(registration.title ? { title: registration.title } : {}),
          ...(registration.homeTeam ? { homeTeam: registration.homeTeam } : {}),
        },
        lineups: registration.lineups,
        players: lineups.flatMap((side) =>
          side.lineup.map((player) => ({
            id: `statsbomb-${player.player_id}`,
            teamId: `statsbomb-${side.team_id}`,
            name: player.player_name,
            nickname: player.player_nickname ?? null,
            jerseyNumber: player.jersey_number,
          })),
        ),
      });
      return this.rebuild(eventId, { added: 0, jump: true });
    });
  }

  /** `POST /ingest/{eventId}/events`: events in StatsBomb's format, each kept once, served in `index` order. */
  append(eventId: string, events: ReadonlyArray<{ id: string; index: number }>): Promise<IngestAnswer> {
    return this.inTurn(eventId, async () => {
      await this.registered(eventId);
      const incoming: IncomingEvent[] = events.map((event, position) => {
        try {
          checkEvent(event, position);
        } catch (error) {
          if (error instanceof StatsBombFormatError) throw new IngestRefused(400, `body.${position}: ${error.message}`);
          throw error;
        }
        return { id: event.id, index: event.index, body: event };
      });
      const before = this.options.current(eventId);
      const { added } = await this.options.store.events.append(eventId, incoming);
      // An event that comes after one it follows in the match moves what a fan was already told: the whole picture goes out again.
      const lastIndex = before ? this.lastIndex.get(eventId) : undefined;
      const late = lastIndex !== undefined && incoming.some((event) => event.index < lastIndex);
      return this.rebuild(eventId, { added, jump: late && added > 0 });
    });
  }

  /** `DELETE /ingest/{eventId}/events/{id}`: takes an event back (a goal becomes a cancelled one). */
  retract(eventId: string, id: string): Promise<IngestAnswer> {
    return this.inTurn(eventId, async () => {
      await this.registered(eventId);
      const retracted = await this.options.store.events.retract(eventId, id);
      if (retracted === null) throw new IngestRefused(404, `Event ${id} was never ingested for ${eventId}`);
      return this.rebuild(eventId, { added: 0, jump: retracted });
    });
  }

  /** Serves every ingested match the store holds (at start). */
  async restore(): Promise<void> {
    for (const match of await this.options.store.matches.list()) {
      if (detailsSchema.safeParse(match.details).success)
        await this.inTurn(match.eventId, () => this.rebuild(match.eventId, { added: 0, jump: true }));
    }
  }

  /** Reads the store's revisions every `intervalMs` and rebuilds what another instance changed (PostgreSQL). */
  follow(intervalMs: number): void {
    if (this.following) return;
    let busy = false;
    this.following = setInterval(() => {
      if (busy) return;
      busy = true;
      void this.catchUp()
        .catch((error: unknown) => this.options.onError?.(error, '*'))
        .finally(() => (busy = false));
    }, intervalMs);
    this.following.unref();
  }

  async catchUp(): Promise<void> {
    const revisions = await this.options.store.matches.revisions();
    for (const [eventId, revision] of revisions) {
      if (this.revisions.get(eventId) === revision) continue;
      const match = await this.options.store.matches.get(eventId);
      if (!match || !detailsSchema.safeParse(match.details).success) {
        this.revisions.set(eventId, revision);
        continue;
      }
      await this.inTurn(eventId, () => this.rebuild(eventId, { added: 0, jump: true }));
    }
  }

  stop(): void {
    if (this.following) clearInterval(this.following);
    this.following = null;
  }

  private readonly lastIndex = new Map<string, number>();

  private async registered(eventId: string): Promise<void> {
    if (!(await this.options.store.matches.get(eventId))) {
      throw new IngestRefused(404, `No match ${eventId} to ingest into: register it first with PUT /ingest/${eventId}`);
    }
  }

  /** Builds the match anew from the store and serves it, unless it cannot be one yet. */
  private async rebuild(eventId: string, { added, jump }: { added: number; jump: boolean }): Promise<IngestAnswer> {
    const { store } = this.options;
    const [match, events] = await Promise.all([store.matches.get(eventId), store.events.list(eventId)]);
    if (!match) throw new IngestRefused(404, `No match ${eventId}`);
    this.revisions.set(eventId, match.revision);
    this.lastIndex.set(eventId, events.at(-1)?.index ?? -1);
    const details = detailsSchema.parse(match.details);
    const registration: Registration = {
      competition: match.competition,
      kickoff: match.kickoff,
      lineups: Array.isArray(match.lineups) ? match.lineups : [],
      ...(details.venue ? { venue: details.venue } : {}),
      ...(details.referee ? { referee: details.referee } : {}),
      ...(details.title ? { title: details.title } : {}),
      ...(details.homeTeam ? { homeTeam: details.homeTeam } : {}),
    };
    let built;
    try {
      built = ingestedMatch(eventId, registration, match.lineups, events);
    } catch (error) {
      this.options.onError?.(error, eventId);
      built = null;
    }
    const previous = this.options.current(eventId);
    if (built) {
      const now = this.now();
      // Held at the second of its last event: kick-off anchored so that second is now.
      const replay = new Replay(eventId, built.match, { kickoffWallMs: now - built.second * 1000, now: this.now });
      replay.pause();
      // The live loop goes on from where it was unless the past changed (a retraction, a late event).
      replay.revision = previous ? previous.revision + (jump || built.second < previous.second() ? 1 : 0) : 0;
      this.options.serve(eventId, `${built.match.scenario.title}, ingested from a provider`, replay);
    }
    return { eventId, events: events.length, added, served: built !== null || previous !== undefined };
  }
}
