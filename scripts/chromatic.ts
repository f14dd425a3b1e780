// `npm run chromatic`: publishes Storybook to Chromatic when a project token is set.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'chromatic: skipped. CHROMATIC_PROJECT_TOKEN is not set, so there is no Chromatic project to publish to.\n' +
      'Set it (from the project\'s Manage page on Chromatic) to upload the Storybook built by "npm run build-storybook".',
  );
  process.exit(0);
}
const build = spawnSync('npm', ['run', 'build-storybook'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const upload = spawnSync(
  path.join(root, 'node_modules/.bin/chromatic'),
  ['--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes', '--only-changed'],
  { cwd: root, stdio: 'inherit' },
);
process.exit(upload.status ?? 1);
