module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  transform: require('./jest.swc.js'),
  transformIgnorePatterns: require('./jest.esm-packages.js'),
  moduleFileExtensions: ['ts', 'js', 'json'],
  setupFiles: ['<rootDir>/test/setup-env.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  testTimeout: 30000,
  // Each worker has its own database and Redis db (test/test-env.ts), and runs its files one at a
  // time. A fixed count, so the Redis dbs a run takes do not follow the machine's cores.
  maxWorkers: 2,
  // A worker is replaced once it holds this much between files: each file's app graph is never
  // fully released, and one process running every file grew to 4 GB, until its garbage collection
  // stalled Redis commands into timeouts.
  workerIdleMemoryLimit: '1GB',
};
