// `npm start`: rebuilds whatever is missing or older than its sources (say, after a pull), then runs
// the api, worker and web app on PORT.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The newest modification time among the given files and folders (recursively), 0 if none exist. */
function newestChange(paths) {
  let newest = 0;
  for (const path of paths.map((relative) => join(root, relative))) {
    if (!existsSync(path)) continue;
    const stats = statSync(path);
    if (stats.isDirectory()) {
      const entries = readdirSync(path).filter((name) => name !== 'node_modules' && name !== 'dist');
      newest = Math.max(newest, newestChange(entries.map((name) => join(path, name).slice(root.length + 1))));
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  }
  return newest;
}

function buildIfStale(artifact, sources, script) {
  const built = join(root, artifact);
  if (existsSync(built) && statSync(built).mtimeMs >= newestChange(sources)) return;
  console.log(`Building (${script}) ...`);
  // Always the production build: a NODE_ENV=development left in the shell would give React's development bundle.
  const result = spawnSync(npm, ['run', script], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = ['package-lock.json', 'tsconfig.json'];
buildIfStale('dist/main.js', ['src', 'tsconfig.build.json', ...shared], 'build:api');
buildIfStale('web/dist/index.html', ['web/src', 'web/index.html', 'web/vite.config.ts', 'src/domain', 'src/contracts', ...shared], 'build:web');
await import(join(root, 'dist', 'main.js'));
