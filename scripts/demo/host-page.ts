import { supportedLanguages } from '../../contract/languages.ts';
import { stages } from '../../contract/protocol.ts';
import { fromTheFeed } from './stage-control.ts';

/**
 * The demo host page: an operator's page embedding the widget cross-origin through embed.js, with
 * controls for brand, language, event, stage, flags and stream credentials, and buttons that drive
 * the feed's control API. Everything dynamic is set through DOM properties, never as markup.
 *
 * A brand is a bundle on an origin of its own, as each operator hosts theirs: choosing one reloads
 * this page with `?brand=`, keeping the event and the language (`?event=`, `?lang=`).
 *
 * The widget follows the feed's status, so the Stage control forces the stage in the feed's control
 * API before reloading the widget, and '(from the feed)' releases it (stage-control.ts, served
 * beside this page as `/stage-control.js`). What the feed refuses is said beside the control.
 */
export interface HostPageOptions {
  widgetOrigin: string;
  feedOrigin: string;
  brand: string;
  /** Brands the demo can serve; only the embedded one when omitted. */
  brands?: readonly string[];
  /** The feed's control token (`FEED_CONTROL_TOKEN`), sent with every control call; none when the feed has none. */
  controlToken?: string;
  /**
   * Whether this page's server hands out stream keys at `/stream-key/<eventId>`, as an operator's
   * backend would; without, the page sends fixed demo credentials (a feed that takes any key).
   */
  streamKeys?: boolean;
  /** Where this page's server serves the documentation (`/docs/`); no links when omitted. */
  docsPath?: string;
}

/** The documents the page links, by file name in docs/, with what each tells an operator. */
export const linkedDocs = [
  ['embedding.md', 'Embedding: embed.js, its options and events, cache headers, Content-Security-Policy'],
  ['adding-a-brand.md', 'Adding a brand: one token file, its checks, how to preview it'],
  ['feed-server.md', 'The feed server: running it, its control API'],
] as const;

export function renderHostPage({
  widgetOrigin,
  feedOrigin,
  brand,
  brands = [brand],
  controlToken,
  streamKeys = false,
  docsPath,
}: HostPageOptions): string {
  const options = (values: readonly string[]) => values.map((value) => `<option value="${value}">${value}</option>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Operator demo page</title>
<link rel="icon" href="data:," />
<style>
  body { margin: 0; font: 14px/20px system-ui, sans-serif; background: #eef0f4; color: #1d2130; }
  header { padding: 12px 16px; background: #1d2130; color: #fff; }
  header h1 { font-size: 16px; margin: 0 0 8px; }
  form { display: flex; flex-wrap: wrap; gap: 8px 14px; align-items: center; }
  label { display: inline-flex; flex-wrap: wrap; gap: 6px; align-items: center; max-width: 100%; }
  select { max-width: 100%; }
  button { font: inherit; padding: 4px 10px; border-radius: 6px; border: 0; background: #ff7a1a; color: #111; cursor: pointer; }
  main { max-width: 520px; margin: 16px auto; padding: 0 8px; }
  #widget { background: #fff; border-radius: 8px; overflow: hidden; }
  #stage-status { color: #ffd08a; }
  #stage-status:empty { display: none; }
  header p { margin: 0 0 8px; max-width: 72em; color: #d6d9e3; }
  header a { color: #ffd08a; }
  .hint { color: #aab0c0; }
  #snippet-box { max-width: 720px; margin: 16px auto; padding: 0 8px; }
  #snippet-box h2 { font-size: 15px; margin: 0 0 6px; }
  #snippet { margin: 0; padding: 10px 12px; background: #1d2130; color: #e8eaf0; border-radius: 8px; overflow-x: auto; font: 12px/18px ui-monospace, monospace; white-space: pre; }
</style>
</head>
<body>
<header>
  <h1>Operator page · brand <span id="brand-name"></span></h1>
  <p id="about">
    This page stands in for an operator's web page. It embeds the match centre from another origin,
    <code>${widgetOrigin}</code>, through <code>embed.js</code>, as your page would: the widget runs in an
    iframe and sizes it to its content. Each brand is a bundle on an origin of its own. The feed at
    <code>${feedOrigin}</code> replays real matches; pick one, a language and the options below and the
    widget follows at once. The buttons drive the demo feed's control API: a goal for either side, or every
    live socket dropped to watch the widget reconnect. The code to embed the widget as set here is under it.
  </p>
  ${docsPath ? `<p id="docs">Read more: ${linkedDocs.map(([file, title]) => `<a href="${docsPath}${file}">${title}</a>`).join(' · ')}.</p>` : ''}
  <form id="controls">
    <label>Brand <select id="brand">${options(brands)}</select></label>
    <label>Event <select id="event"></select></label>
    <label>Language <select id="lang">${options(supportedLanguages)}</select></label>
    <label>Stage <select id="stage"><option value="${fromTheFeed}">(from the feed)</option>${options(stages)}</select></label>
    <span id="stage-status" role="status"></span>
    <label><input type="checkbox" id="hideHeader" /> hideHeader <span class="hint">(no side header)</span></label>
    <label><input type="checkbox" id="hidePrimaryTabs" /> hidePrimaryTabs <span class="hint">(no section tabs)</span></label>
    <label><input type="checkbox" id="hideTabs" /> hideTabs <span class="hint">(no tab rows)</span></label>
    <label><input type="checkbox" id="stream" checked /> stream credentials <span class="hint">(the Watch tab plays the stream)</span></label>
    <label><input type="checkbox" id="fixed" /> fixed height 480 px <span class="hint">(the widget scrolls inside)</span></label>
    <button type="button" data-goal="home">Goal home</button>
    <button type="button" data-goal="away">Goal away</button>
    <button type="button" id="drop">Drop sockets</button>
  </form>
</header>
<main><div id="widget"></div></main>
<section id="snippet-box" aria-labelledby="snippet-title">
  <h2 id="snippet-title">Embed it as set here</h2>
  <pre id="snippet"></pre>
  <p class="hint">To pin a version and have the browser check it, load <code>embed/&lt;version&gt;/embed.js</code> with its integrity, as the embedding guide shows.</p>
</section>
<script type="module">
  import { mountMatchCentre } from ${JSON.stringify(`${widgetOrigin}/embed.js`)};
  import { forceStage, fromTheFeed } from '/stage-control.js';
  import { controlHeaders } from '/stage-control.js';
  const feed = ${JSON.stringify(feedOrigin)};
  // The demo's own token: on an operator's page it would come from their backend, never be inlined.
  const controlToken = ${JSON.stringify(controlToken ?? null)} ?? undefined;
  const signedStreamKeys = ${JSON.stringify(streamKeys)};
  const field = (id) => document.getElementById(id);
  const brand = ${JSON.stringify(brand)};
  const page = new URLSearchParams(location.search);
  field('brand-name').textContent = brand;
  field('brand').value = brand;
  const events = (await (await fetch(feed + '/events')).json()).events;
  for (const event of events) field('event').append(new Option(event.eventId + ': ' + event.description, event.eventId));
  const pick = (select, value, fallback) => {
    select.value = value ?? fallback;
    if (select.selectedIndex < 0) select.value = fallback;
  };
  pick(field('event'), page.get('event'), 'demo-live');
  pick(field('lang'), page.get('lang'), 'en');
  // Another brand is another bundle on another origin: this page reloads with it.
  field('brand').addEventListener('change', (event) => {
    event.stopPropagation();
    location.search = new URLSearchParams({ brand: field('brand').value, event: field('event').value, lang: field('lang').value }).toString();
  });
  const read = () => ({
    widgetUrl: ${JSON.stringify(`${widgetOrigin}/`)},
    eventId: field('event').value,
    lang: field('lang').value,
    stage: field('stage').value || undefined,
    hideHeader: field('hideHeader').checked,
    hidePrimaryTabs: field('hidePrimaryTabs').checked,
    hideTabs: field('hideTabs').checked,
    stream: field('stream').checked ? { token: streamKey, outletkey: 'demo-outlet', stream: field('event').value, user: 'demo-user' } : undefined,
    fixedHeight: field('fixed').checked ? 480 : undefined,
  });
  // The code an operator's page needs for the settings above: only the options that differ from
  // the defaults, and the stream credentials as what they are (their own backend hands them out).
  const showSnippet = (settings) => {
    const options = { ...settings };
    for (const [name, value] of Object.entries(options)) if (value === undefined || value === false) delete options[name];
    if (options.stream) options.stream = { token: '<stream key from your backend>', outletkey: '<your outlet key>', stream: options.eventId, user: '<an opaque user id>' };
    const body = JSON.stringify(options, null, 2).replace(/\\n/g, '\\n  ');
    field('snippet').textContent = [
      '<div id="match-centre"></div>',
      '<script type="module">',
      '  import { mountMatchCentre } from ' + JSON.stringify(${JSON.stringify(`${widgetOrigin}/embed.js`)}) + ';',
      "  const widget = mountMatchCentre('#match-centre', " + body + ');',
      "  widget.on('goal', ({ side, score, minute }) => console.log(minute, side, score));",
      '</' + 'script>',
    ].join('\\n');
  };
  // The stream key is for one event: asked of this page's server for each event chosen.
  let streamKey = 'demo-token';
  const fetchStreamKey = async () => {
    if (!signedStreamKeys) return;
    const answer = await fetch('/stream-key/' + encodeURIComponent(field('event').value)).then((response) => response.json(), () => null);
    if (answer && typeof answer.key === 'string') streamKey = answer.key;
  };
  await fetchStreamKey();
  const widget = mountMatchCentre('#widget', read());
  showSnippet(read());
  field('controls').addEventListener('change', async () => {
    await fetchStreamKey();
    showSnippet(read());
    widget.update(read());
  });
  const control = (path, body) => fetch(feed + path, { method: 'POST', headers: controlHeaders(controlToken), body: JSON.stringify(body) });
  for (const button of document.querySelectorAll('[data-goal]')) {
    button.addEventListener('click', () => control('/control/events/' + encodeURIComponent(field('event').value) + '/goal', { side: button.dataset.goal }));
  }
  field('drop').addEventListener('click', () => control('/control/sockets/drop', {}));
  const stage = field('stage');
  const stageStatus = field('stage-status');
  // What this page last had the feed force for the chosen event: the control goes back to it when
  // the feed refuses another choice, so it never shows a stage the feed does not.
  let forcedStage = fromTheFeed;
  // The feed has no call that tells an event's forced stage: another event starts at
  // '(from the feed)', and the stage forced for the last one is left as it is.
  field('event').addEventListener('change', () => {
    stage.value = forcedStage = fromTheFeed;
    stageStatus.textContent = '';
  });
  stage.addEventListener('change', async (event) => {
    event.stopPropagation();
    const eventId = field('event').value;
    const choice = stage.value;
    stage.disabled = true;
    stageStatus.textContent = '';
    const refusal = await forceStage(feed, eventId, choice, controlToken);
    stage.disabled = false;
    if (field('event').value !== eventId) return;
    if (refusal) {
      stage.value = forcedStage;
      stageStatus.textContent = refusal;
      return;
    }
    forcedStage = choice;
    widget.update(read());
  });
</script>
</body>
</html>
`;
}
