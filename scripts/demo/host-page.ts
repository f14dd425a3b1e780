import { supportedLanguages } from '../../src/lib/i18n/languages.ts';

/**
 * The demo host page: an operator's page that embeds the widget cross-origin in an iframe.
 * Everything dynamic is set through DOM properties, never as markup.
 */
export function renderHostPage({ widgetOrigin, brand }: { widgetOrigin: string; brand: string }): string {
  const options = supportedLanguages.map((code) => `<option value="${code}">${code}</option>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Operator demo page</title>
<style>
  body { margin: 0; font: 14px/20px system-ui, sans-serif; background: #eef0f4; color: #1d2130; }
  header { padding: 12px 16px; background: #1d2130; color: #fff; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
  header h1 { font-size: 16px; margin: 0; }
  label { display: inline-flex; gap: 6px; align-items: center; }
  main { max-width: 520px; margin: 16px auto; padding: 0 8px; }
  iframe { width: 100%; height: 900px; border: 0; border-radius: 8px; display: block; background: transparent; }
</style>
</head>
<body>
<header>
  <h1>Operator page · brand <span id="brand"></span></h1>
  <label>Language <select id="lang">${options}</select></label>
</header>
<main><iframe id="widget" title="Match centre" name="cpp-demo"></iframe></main>
<script>
  const widgetOrigin = ${JSON.stringify(widgetOrigin)};
  document.getElementById('brand').textContent = ${JSON.stringify(brand)};
  const frame = document.getElementById('widget');
  const lang = document.getElementById('lang');
  const show = () => {
    const url = new URL('/', widgetOrigin);
    url.searchParams.set('lang', lang.value);
    frame.src = url.href;
  };
  lang.addEventListener('change', show);
  show();
</script>
</body>
</html>
`;
}
