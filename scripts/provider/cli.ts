// `npm run provider -- --statsbomb events.json lineups.json --event ID --feed URL [--speed 20]
// [--duplicates 0.05] [--reorder 0.05] [--retract-goal MINUTE]`: a StatsBomb match pushed into a
// feed's ingest API as a live provider would (push.ts; docs/feed-server.md, "Provider simulator").
import { readFile } from 'node:fs/promises';
import { commandLine, type Refuse } from '../../server/src/lifecycle/command-line.ts';
import { pushMatch, rawEventsSchema } from './push.ts';

const usage = `usage: npm run provider -- --statsbomb events.json lineups.json --event ID --feed URL [--speed 20]
                        [--duplicates 0.05] [--reorder 0.05] [--retract-goal MINUTE] [--help]
variables: FEED_INGEST_TOKEN (the feed's ingest token)`;

const command = commandLine('provider', usage);
const refuse: Refuse = command.refuse;
const { values, positionals } = command.parse({
  statsbomb: { type: 'string' },
  event: { type: 'string' },
  feed: { type: 'string' },
  speed: { type: 'string' },
  duplicates: { type: 'string' },
  reorder: { type: 'string' },
  'retract-goal': { type: 'string' },
  help: { type: 'boolean' },
});
const lineupsPath = positionals[0];
if (!values.statsbomb || !lineupsPath) refuse('--statsbomb needs two files: events.json lineups.json');
if (!values.event) refuse('--event names the event id to ingest into');
if (!values.feed) refuse('--feed is the feed origin (its admin listener when it has one)');
const token = process.env.FEED_INGEST_TOKEN;
if (!token) refuse('set FEED_INGEST_TOKEN to the feed’s ingest token');
const share = (name: string, value: string | undefined) => {
  const number = Number(value ?? 0);
  if (!(number >= 0 && number <= 1)) refuse(`--${name} is a share between 0 and 1, got ${value}`);
  return number;
};
const speed = Number(values.speed ?? 20);
if (!(speed > 0)) refuse(`--speed must be a positive number, got ${values.speed}`);
const retractGoal = values['retract-goal'] === undefined ? undefined : Number(values['retract-goal']);
if (retractGoal !== undefined && !Number.isInteger(retractGoal)) refuse(`--retract-goal is a minute, got ${values['retract-goal']}`);

try {
  const [events, lineups] = await Promise.all([readFile(values.statsbomb, 'utf8'), readFile(lineupsPath, 'utf8')]);
  await pushMatch({
    events: rawEventsSchema.parse(JSON.parse(events)),
    lineups: JSON.parse(lineups),
    eventId: values.event,
    feed: values.feed,
    token,
    speed,
    duplicates: share('duplicates', values.duplicates),
    reorder: share('reorder', values.reorder),
    ...(retractGoal === undefined ? {} : { retractGoal }),
    log: (line) => console.log(`provider: ${line}`),
  });
} catch (error) {
  process.stderr.write(`provider: ${(error as Error).message}\n`);
  process.exit(1);
}
