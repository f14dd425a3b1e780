import { isEventId } from '../../contract/event-id.ts';
import { resolveLanguage, type Language } from '../../contract/languages.ts';
import { isRecord, parseEventData, parseEventDetails, parseEventStatus, parseIncidentsAnswer } from '../../contract/first-paint-parsers.ts';
import type { EventData, EventStatus, Score } from '../../contract/protocol.ts';
import { isPreMatchStage, summaryKind } from '../../contract/stage-groups.ts';
import { teamDisplayName } from '../../contract/team-names.ts';
import { readFeedOrigin } from '../lib/api/feed-origin.ts';
import { matchAnswerUrl, seedAnswer } from '../lib/api/seeded-answers.ts';
import { loadFramePart, type FramePart } from '../lib/i18n/frame-strings.ts';
import { readFeatureFlags, tabLayoutOf } from '../rules/feature-flags.ts';
import { clockDisplay, defaultClockLabels, type ClockLabels } from '../rules/match-clock.ts';
import { tabRowPlaces } from '../rules/tab-row-places.ts';

/*
 * The facts first (docs/adr/021-facts-first.md): the app's bundle is about 160 KB gzip,
 * four seconds on a slow phone line; this script, loaded before it, asks the feed at once for what
 * the frame shows first and writes the teams, the score and the clock into the skeleton of
 * index.html, which the brand's first-paint stylesheet draws (scripts/tokens/format-css.ts). The
 * answers it asked for are the app's first answers (seeded-answers.ts): the app asks for none of
 * them again, and its first render replaces the skeleton. What comes from the query string or the
 * feed reaches the page as text only.
 *
 * It reads the answers with the app's own first-paint parsers (contract/first-paint-parsers.ts):
 * built with the app (every bundle's build), they ship once, in this script's chunk, which the app's
 * chunk imports, so they cost the first paint nothing more (docs/adr/021-facts-first.md).
 */

/** What the script draws a match from. */
type Facts = Pick<EventData, 'home' | 'away' | 'status'>;

const readScore = (value: unknown): Score | null => {
  const details = parseEventDetails(value);
  return details && { home: details.home.score, away: details.away.score };
};

/** The answer's body through the script's reader; null when it failed or does not fit. */
async function answer<T>(response: Promise<Response>, read: (value: unknown) => T | null): Promise<T | null> {
  try {
    const received = await response;
    // A copy: the body itself is the app's to read.
    return received.ok ? read(await received.clone().json()) : null;
  } catch {
    return null;
  }
}

function span(className: string, text: string): HTMLElement {
  const made = document.createElement('span');
  made.className = className;
  made.textContent = text;
  return made;
}

/** The side header's first item and the score card, as the app draws them, in the skeleton's boxes. */
function draw(
  skeleton: HTMLElement,
  [match, details, status]: [Facts, Score | null, EventStatus | null],
  language: Language,
  frame: Promise<FramePart>,
  onScoreboard: boolean,
) {
  const nav = skeleton.querySelector('.cpp-sk-nav');
  const card = skeleton.querySelector('.cpp-sk-card');
  if (!nav || !card) return;
  const stage = status?.status ?? match.status;
  const score = isPreMatchStage(stage) || !details ? null : `${details.home} - ${details.away}`;
  // The clock's words (FT, HT, AET) in the page's language once its frame strings are in (at once,
  // mostly: they are asked for first); SPEC section 4's fallbacks until then.
  let labels = defaultClockLabels;
  const clockText = () => (status ? clockDisplay(status, Date.now(), labels).text : '');
  const sideClock = span('', clockText());
  const cardClock = span('cpp-sk-b', clockText());
  const tick = () => (sideClock.textContent = cardClock.textContent = clockText());
  frame.then(({ default: strings }) => {
    if (isRecord(strings.clock)) labels = { ...labels, ...(strings.clock as Partial<ClockLabels>) };
    tick();
  }, tick);

  const item = span(onScoreboard ? 'cpp-sk-item cpp-sk-on' : 'cpp-sk-item', '');
  // Before kick-off the team codes, after it the score and the clock.
  if (score) item.append(span('cpp-sk-b', score.replace(/ /g, '')), sideClock);
  else item.append(span('cpp-sk-b', match.home.code), span('cpp-sk-b', match.away.code));
  nav.replaceChildren(item);

  const centre = span('cpp-sk-mid', '');
  if (score) centre.append(span('cpp-sk-score', score), document.createElement('br'), cardClock);
  card.className += ' cpp-sk-facts';
  card.replaceChildren(
    span('cpp-sk-b', teamDisplayName(match.home, language)),
    centre,
    span('cpp-sk-b', teamDisplayName(match.away, language)),
  );
  card.removeAttribute('aria-hidden');

  // In play the clock runs until the app takes the frame over.
  if (!score || stage !== 'inPlay') return;
  const timer = window.setInterval(() => {
    if (!skeleton.isConnected) window.clearInterval(timer);
    tick();
  }, 1000);
}

/**
 * The places of the page's tab rows above the card, as the app keeps them while its tabs load
 * (tab-row-places.ts): drawn at once, so the card the fan reads does not move down when the app
 * takes over. The skeleton's boxes are drawn anew under them, not moved: they are not shifted.
 */
function holdTabRows(skeleton: HTMLElement | null, pathname: string, params: URLSearchParams) {
  const main = skeleton?.querySelector('.cpp-sk-main');
  const places = tabRowPlaces({
    pathname,
    tabLayout: tabLayoutOf(pathname, readFeatureFlags()),
    hidePrimaryTabs: params.get('hidePrimaryTabs') === 'true',
    hideTabs: params.get('hideTabs') === 'true',
  });
  // One row or two (the section's and the sub-pages', or the layout's alone): the stylesheet draws them.
  const rows = Object.values(places).filter(Boolean).length;
  if (!main || rows === 0) return;
  main.replaceChildren(span(`cpp-sk-tabs cpp-sk-tabs${rows}`, ''), ...[...main.children].map((child) => child.cloneNode(true)));
}

/** Asks for the first answers of the page's match and, once the match's answer is in, draws the facts. */
export async function factsFirst(): Promise<void> {
  let drawn = () => {};
  window.cppDrawn = new Promise<void>((resolve) => (drawn = resolve));
  try {
    await askAndDraw(drawn);
  } finally {
    drawn();
  }
}

async function askAndDraw(drawn: () => void): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const eventId = params.get('eventId')?.trim();
  if (!eventId || !isEventId(eventId)) return;
  const language = resolveLanguage(params.get('lang'));
  // The language's frame strings, the module the app reads them from next: asked for now, they are
  // in by the time the answers are, and the app finds them loaded.
  const frame = loadFramePart(language);
  frame.catch(() => undefined);
  const origin = readFeedOrigin();
  const ask = (endpoint: string) => seedAnswer(matchAnswerUrl(origin, endpoint, eventId, language));
  // All at once, the frame's answers first; the scoreboard draws nothing before its incidents are in.
  const [match, details, status] = [ask('event_data'), ask('event_details'), ask('event_status')];
  ask('availability');
  const { pathname } = window.location;
  const onScoreboard = pathname.endsWith('/scoreboard');
  const incidents = onScoreboard ? ask('incidents') : null;
  const skeleton = document.getElementById('cpp-skeleton');
  holdTabRows(skeleton, pathname, params);
  const [facts, score, state] = await Promise.all([
    answer(match, parseEventData),
    answer(details, readScore),
    answer(status, parseEventStatus),
  ]);
  // The app has the frame already, or there is nothing to say: the skeleton stays as it is.
  if (!facts || !skeleton?.isConnected) return;
  draw(skeleton, [facts, score, state], language, frame, onScoreboard);
  drawn();
  // At half time and from the final whistle the scoreboard shows a summary: its chunk and its few
  // strings are asked for only then, at once (summary.ts).
  const kind = summaryKind(state?.status ?? facts.status);
  if (kind && score && incidents) {
    const strings = frame.then((part) => Promise.all([part.default, part.loadSummary()]));
    const written = answer(incidents, parseIncidentsAnswer);
    await import('./summary.ts').then(({ drawSummary }) =>
      drawSummary(skeleton, { kind, match: facts, score, lang: language }, written, strings),
    );
  }
}
