import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, e2eServerEnv } from './e2e/support/env';

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
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
    // Signs the admin in once; specs that start signed in load its storage state (e2e/.auth/admin.json).
    { name: 'admin-session', testMatch: /admin-session\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['admin-session'] },
  ],
  webServer: {
    command: 'node --import tsx scripts/e2e-server.mjs',
    cwd: path.resolve(__dirname, '..'),
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: e2eServerEnv,
  },
});
