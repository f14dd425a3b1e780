import { z } from 'zod';
import type { output } from 'zod/v4/core';
import type { ingestAnswerSchema } from '../../../contract/endpoints.ts';
import { Replay } from '../replay/replay.ts';
import { parseLineups, StatsBombFormatError, type Lineups } from '../statsbomb/input.ts';
import type { Store } from '../store/store.ts';
import { checkEvent, ingestedMatch, readEvents, type ReadEvent, type Registration } from './ingested-match.ts';

/**
 * The ingest (docs/feed-server.md, "Ingest"): a provider's events into the store, and the match
 * they make served as a replay. Each call is answered once the store has committed it; the calls
 * of one match are taken one at a time, in the order they came. An instance holds each match it
 * serves as read from the store (`Held`): events that come after the last one it holds, with nothing
 * written by another in between, are added to it and the match built again from what it holds,
 * without reading the store back; a late event, a retraction, a new registration or another
 * instance's write reads the match from the store again (ingested-match.ts builds it either way). So
 * what an instance serves is what the store holds, and an instance started later, or another on the
 * same PostgreSQL (`follow`), serves the same.
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

/** A registered match whose play has not begun, as its pre-match page answers it (server/src/event/pre-match.ts). */
export interface PreMatch {
  eventId: string;
  registration: Registration;
  lineups: Lineups;
  /** A side's formation (StatsBomb's digits, 433) by StatsBomb team id, where its "Starting XI" event is in. */
  formations: ReadonlyMap<number, number>;
}

/** A match as this instance last read or wrote it: the store's revision it stands at and its events read, in order. */
interface Held {
  registration: Registration;
  lineups: Lineups;
  revision: number;
  events: ReadEvent[];
}

const inOrder = (a: { index: number; id: string }, b: { index: number; id: string }) =>
  a.index - b.index || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export class Ingest {
  private readonly held = new Map<string, Held>();
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
      const held = this.held.get(eventId);
      if (!held) await this.registered(eventId);
      const read = events.map((event, position) => {
        try {
          return { id: event.id, index: event.index, retracted: false, event: checkEvent(event, position) };
        } catch (error) {
          if (error instanceof StatsBombFormatError) throw new IngestRefused(400, `body.${position}: ${error.message}`);
          throw error;
        }
      });
      const stored = await this.options.store.events.append(
        eventId,
        events.map((event) => ({ id: event.id, index: event.index, body: event })),
      );
      const last = held?.events.at(-1);
      // The new ones, each once (a batch may repeat an event: the store took its first).
      const added = new Set(stored.ids);
      const fresh = read.filter((event) => added.delete(event.id)).sort(inOrder);
      if (held && stored.revision === null) return this.answer(eventId, held, 0);
      // An event that comes after one it follows in the match moves what a fan was already told: the whole picture goes out again.
      const late = last !== undefined && fresh.some((event) => inOrder(event, last) < 0);
      // After the last event held, and nothing else written since it was read: the held match goes on.
      if (held && !late && stored.revision === held.revision + 1) {
        held.events.push(...fresh);
        held.revision = stored.revision;
        return this.build(eventId, held, { added: stored.added, jump: false });
      }
      return this.rebuild(eventId, { added: stored.added, jump: late });
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

  /** A match registered and held whose play has not begun (no replay yet): what its pre-match page is made of. */
  preMatch(eventId: string): PreMatch | undefined {
    const held = this.held.get(eventId);
    if (!held || this.options.current(eventId)) return undefined;
    const formations = new Map<number, number>();
    for (const { retracted, event } of held.events)
      if (!retracted && event.kind === 'Starting XI') formations.set(event.team.id, event.tactics.formation);
    return { eventId, registration: held.registration, lineups: held.lineups, formations };
  }

  /** Every match registered and held whose play has not begun, as `preMatch` gives each. */
  preMatches(): PreMatch[] {
    return [...this.held.keys()].flatMap((eventId) => this.preMatch(eventId) ?? []);
  }

  private async registered(eventId: string): Promise<void> {
    if (!(await this.options.store.matches.get(eventId))) {
      throw new IngestRefused(404, `No match ${eventId} to ingest into: register it first with PUT /ingest/${eventId}`);
    }
  }

  /** Reads the match anew from the store, then builds and serves it. */
  private async rebuild(eventId: string, change: { added: number; jump: boolean }): Promise<IngestAnswer> {
    const { store } = this.options;
    const [match, events] = await Promise.all([store.matches.get(eventId), store.events.list(eventId)]);
    if (!match) throw new IngestRefused(404, `No match ${eventId}`);
    this.revisions.set(eventId, match.revision);
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
    let held: Held;
    try {
      held = { registration, lineups: parseLineups(match.lineups), revision: match.revision, events: readEvents(events) };
    } catch (error) {
      // What was stored no longer reads (a bug of ours): the match stays as it was served.
      this.held.delete(eventId);
      this.options.onError?.(error, eventId);
      return { eventId, events: events.length, added: change.added, served: this.options.current(eventId) !== undefined };
    }
    this.held.set(eventId, held);
    return this.build(eventId, held, change);
  }

  /** Builds the match from what is held and serves it, unless it cannot be one yet. */
  private build(eventId: string, held: Held, { added, jump }: { added: number; jump: boolean }): IngestAnswer {
    this.revisions.set(eventId, held.revision);
    let built;
    try {
      built = ingestedMatch(eventId, held.registration, held.lineups, held.events);
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
    return this.answer(eventId, held, added, built !== null || previous !== undefined);
  }

  private answer(eventId: string, held: Held, added: number, served = this.options.current(eventId) !== undefined): IngestAnswer {
    return { eventId, events: held.events.length, added, served };
  }
}
