import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_LANES, laneBaseUrl, laneServerEnv } from './e2e/support/env';

export default defineConfig({
  testDir: './e2e',
  // A worker per lane (e2e/support/env.ts): each runs its specs one after another against its own server.
  workers: E2E_LANES,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // A journey of several people's pages on two cores shared by two lanes' servers and browsers can pass
  // 30 s when the machine is busy; a test stuck for good still fails, a minute in.
  timeout: 60_000,
  use: {
    // Read in each worker, where it is the worker's lane's server.
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    // A failed test keeps its trace: actions, DOM snapshots, network and console. Without the screencast
    // filmstrip, whose frames cost the two lanes some 15% of the tier's time on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Signs the admin in once on each lane; specs that start signed in load its storage state (e2e/.auth/admin*.json).
    { name: 'admin-session', testMatch: /admin-session\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['admin-session'] },
  ],
  webServer: Array.from({ length: E2E_LANES }, (_, lane) => ({
    command: 'node --import tsx scripts/e2e-server.mjs',
    cwd: path.resolve(__dirname, '..'),
    url: `${laneBaseUrl(lane)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: laneServerEnv(lane),
  })),
});
