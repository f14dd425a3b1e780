import { supportedLanguages } from '../../contract/languages.ts';
import { stages } from '../../contract/protocol.ts';

/**
 * The demo host page: an operator's page embedding the widget cross-origin through embed.js, with
 * controls for brand, language, event, stage, flags and stream credentials, and buttons that drive
 * the feed's control API. Everything dynamic is set through DOM properties, never as markup.
 *
 * A brand is a bundle on an origin of its own, as each operator hosts theirs: choosing one reloads
 * this page with `?brand=`, keeping the event and the language (`?event=`, `?lang=`).
 */
export interface HostPageOptions {
  widgetOrigin: string;
  feedOrigin: string;
  brand: string;
  /** Brands the demo can serve; only the embedded one when omitted. */
  brands?: readonly string[];
}

export function renderHostPage({ widgetOrigin, feedOrigin, brand, brands = [brand] }: HostPageOptions): string {
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
</style>
</head>
<body>
<header>
  <h1>Operator page · brand <span id="brand-name"></span></h1>
  <form id="controls">
    <label>Brand <select id="brand">${options(brands)}</select></label>
    <label>Event <select id="event"></select></label>
    <label>Language <select id="lang">${options(supportedLanguages)}</select></label>
    <label>Stage <select id="stage"><option value="">(from the feed)</option>${options(stages)}</select></label>
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
  const feed = ${JSON.stringify(feedOrigin)};
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
    stream: field('stream').checked ? { token: 'demo-token', outletkey: 'demo-outlet', stream: field('event').value, user: 'demo-user' } : undefined,
    fixedHeight: field('fixed').checked ? 480 : undefined,
  });
  const widget = mountMatchCentre('#widget', read());
  field('controls').addEventListener('change', () => widget.update(read()));
  const control = (path, body) => fetch(feed + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  for (const button of document.querySelectorAll('[data-goal]')) {
    button.addEventListener('click', () => control('/control/events/' + encodeURIComponent(field('event').value) + '/goal', { side: button.dataset.goal }));
  }
  field('drop').addEventListener('click', () => control('/control/sockets/drop', {}));
</script>
</body>
</html>
`;
}
