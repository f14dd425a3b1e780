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
}

export function renderHostPage({
  widgetOrigin,
  feedOrigin,
  brand,
  brands = [brand],
  controlToken,
  streamKeys = false,
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
</style>
</head>
<body>
<header>
  <h1>Operator page · brand <span id="brand-name"></span></h1>
  <form id="controls">
    <label>Brand <select id="brand">${options(brands)}</select></label>
    <label>Event <select id="event"></select></label>
    <label>Language <select id="lang">${options(supportedLanguages)}</select></label>
    <label>Stage <select id="stage"><option value="${fromTheFeed}">(from the feed)</option>${options(stages)}</select></label>
    <span id="stage-status" role="status"></span>
    <label><input type="checkbox" id="hideHeader" /> hideHeader</label>
    <label><input type="checkbox" id="hidePrimaryTabs" /> hidePrimaryTabs</label>
    <label><input type="checkbox" id="hideTabs" /> hideTabs</label>
    <label><input type="checkbox" id="stream" checked /> stream credentials</label>
    <label><input type="checkbox" id="fixed" /> fixed height 480 px</label>
    <button type="button" data-goal="home">Goal home</button>
    <button type="button" data-goal="away">Goal away</button>
    <button type="button" id="drop">Drop sockets</button>
  </form>
</header>
<main><div id="widget"></div></main>
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
  // The stream key is for one event: asked of this page's server for each event chosen.
  let streamKey = 'demo-token';
  const fetchStreamKey = async () => {
    if (!signedStreamKeys) return;
    const answer = await fetch('/stream-key/' + encodeURIComponent(field('event').value)).then((response) => response.json(), () => null);
    if (answer && typeof answer.key === 'string') streamKey = answer.key;
  };
  await fetchStreamKey();
  const widget = mountMatchCentre('#widget', read());
  field('controls').addEventListener('change', async () => {
    await fetchStreamKey();
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
