import path from 'node:path';
import { demoPortsFromEnv, startDemo } from './demo/start-demo.ts';

const root = path.resolve(import.meta.dirname, '..');

const { demo, feedOrigin, controlToken, close } = await startDemo({
  root,
  ...demoPortsFromEnv(),
  onProgress: (line) => console.log(line),
});

console.log(`
  demo host page  ${demo.hostPageUrl}  (${demo.brands.length} brands: ${demo.hostPageUrl}?brand=DEFAULT_LIGHT)
  widget (DEFAULT)  ${await demo.widgetOrigin('DEFAULT')}/
  feed server     ${feedOrigin}/  (events: ${feedOrigin}/events, API: ${feedOrigin}/openapi.json)
  control API     Authorization: Bearer ${controlToken}  (the host page has it; set FEED_CONTROL_TOKEN to choose it)
Press Ctrl+C to stop.`);

const stop = () => {
  void close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
