import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import { z } from 'zod';
import {
  parseAvailability,
  parseEventData,
  parseEventDetails,
  parseEventStatus,
  parseFrameSocketMessage,
  parseLiveStatsSummary,
  parseMajorIncident,
  parseScore,
  type Parser,
} from '../../../contract/first-paint-parsers.ts';
import {
  availabilitySchema,
  eventDataSchema,
  eventDetailsSchema,
  eventStatusSchema,
  liveStatsSummarySchema,
  majorIncidentSchema,
  scoreSchema,
} from '../../../contract/protocol.ts';
import { loadScenarios } from '../scenario/load.ts';
import { catalogue as demoCatalogue } from '../event/catalogue.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';

/**
 * The widget's first-paint parsers (contract/first-paint-parsers.ts) must accept and return what
 * the zod schemas accept and return. Checked on the feed's real answers for every event of the demo
 * catalogue, and on every mutation of them that matters: a key removed, a value of the wrong type
 * or out of bounds, an unknown key added.
 */

let feed: TestFeed;
const answers = {
  eventData: [] as unknown[],
  eventDetails: [] as unknown[],
  eventStatus: [] as unknown[],
  availability: [] as unknown[],
  statsSummary: [] as unknown[],
};

beforeAll(async () => {
  feed = await buildTestFeed({ scenarios: await loadScenarios(), catalogue: demoCatalogue });
  const events = (await feed.app.inject('/events')).json() as { events: { eventId: string }[] };
  for (const { eventId } of events.events) {
    answers.eventData.push((await feed.app.inject(`/event_data/${eventId}?lang=en`)).json());
    answers.eventDetails.push((await feed.app.inject(`/event_details/${eventId}?lang=en`)).json());
    answers.eventStatus.push((await feed.app.inject(`/event_status/${eventId}?lang=en`)).json());
    answers.availability.push((await feed.app.inject(`/availability/${eventId}?lang=en`)).json());
    const stats = await feed.app.inject(`/live_stats/${eventId}?lang=en`);
    if (stats.statusCode === 200) answers.statsSummary.push((stats.json() as { summary: unknown }).summary);
  }
});

afterAll(async () => {
  await feed.close();
});

const wrongValues: unknown[] = [
  undefined,
  null,
  'x',
  '',
  -1,
  1.5,
  101,
  Number.NaN,
  true,
  [],
  {},
  '2022-12-18T15:00Z',
  '2022-02-30T15:00:00Z',
];

/** The value and every variant of it one edit away, at every depth. */
function mutations(value: unknown): unknown[] {
  const variants: unknown[] = [value];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      for (const variant of mutations(item).slice(1)) variants.push(value.map((other, at) => (at === index ? variant : other)));
    });
    variants.push([...value, 'extra']);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const { [key]: _removed, ...rest } = record;
      variants.push(rest);
      for (const wrong of wrongValues) variants.push({ ...record, [key]: wrong });
      for (const variant of mutations(record[key]).slice(1)) variants.push({ ...record, [key]: variant });
    }
    variants.push({ ...record, unknownKey: 1 });
  }
  return variants;
}

function expectAgreement<T>(parser: Parser<T>, schema: $ZodType, samples: unknown[]) {
  expect(samples.length).toBeGreaterThan(0);
  let accepted = 0;
  let refused = 0;
  for (const sample of samples.flatMap(mutations)) {
    const expected = z.safeParse(schema, sample);
    const actual = parser(sample);
    if (expected.success) {
      accepted += 1;
      expect(actual, JSON.stringify(sample)).toEqual(expected.data);
    } else {
      refused += 1;
      expect(actual, JSON.stringify(sample)).toBeNull();
    }
  }
  // Both sides of the rule were exercised.
  expect(accepted).toBeGreaterThan(0);
  expect(refused).toBeGreaterThan(0);
}

describe('first-paint parsers agree with the contract schemas', () => {
  it('on /event_data answers', () => expectAgreement(parseEventData, eventDataSchema, answers.eventData));
  it('on /event_details answers, with and without a shoot-out', () => {
    expect(answers.eventDetails.some((answer) => Object.hasOwn(answer as object, 'shootout'))).toBe(true);
    expect(answers.eventDetails.some((answer) => !Object.hasOwn(answer as object, 'shootout'))).toBe(true);
    expectAgreement(parseEventDetails, eventDetailsSchema, answers.eventDetails);
  });
  it('on /event_status answers (also the status socket message)', () =>
    expectAgreement(parseEventStatus, eventStatusSchema, answers.eventStatus));
  it('on /availability answers', () => expectAgreement(parseAvailability, availabilitySchema, answers.availability));
  it('on statsSummary values, goals-only ones included', () =>
    expectAgreement(parseLiveStatsSummary, liveStatsSummarySchema, [...answers.statsSummary, { home: { goals: 1 }, away: { goals: 0 } }]));
  it('on score and majorIncident values', () => {
    expectAgreement(parseScore, scoreSchema, [{ home: 3, away: 3 }]);
    expectAgreement(parseMajorIncident, majorIncidentSchema, [{ event: 'goal', side: 'away', isUpdate: false }]);
  });

  it('parses the frame socket messages by type and ignores the rest', () => {
    expect(parseFrameSocketMessage({ type: 'score', value: { home: 1, away: 0 } })).toEqual({ type: 'score', value: { home: 1, away: 0 } });
    expect(parseFrameSocketMessage({ type: 'statsSummary', value: { home: { goals: 2 }, away: { goals: 1, shots: 'x' } } })).toEqual({
      type: 'statsSummary',
      value: { home: { goals: 2 }, away: { goals: 1 } },
    });
    expect(parseFrameSocketMessage({ type: 'score', value: { home: 1 } })).toBeNull();
    expect(parseFrameSocketMessage({ type: 'commentary', value: {} })).toBeNull();
    expect(parseFrameSocketMessage({ type: 'toString', value: {} })).toBeNull();
    expect(parseFrameSocketMessage('score')).toBeNull();
  });
});
