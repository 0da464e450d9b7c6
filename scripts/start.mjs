// `npm start`: builds what is not built yet, then runs the api, worker and web app on PORT.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function buildIfMissing(artifact, script) {
  if (existsSync(join(root, artifact))) return;
  console.log(`Building (${script}) ...`);
  const result = spawnSync(npm, ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfMissing('dist/main.js', 'build:api');
buildIfMissing('web/dist/index.html', 'build:web');
await import(join(root, 'dist', 'main.js'));
