module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  transform: require('./jest.swc.js'),
  // The ICU message libraries and @fastify/static's content-disposition ship as ES modules only; Jest
  // runs CommonJS, so they are compiled too.
  transformIgnorePatterns: ['^(?!.*/node_modules/content-disposition/).*/node_modules/(?!(@formatjs|intl-messageformat|react-intl)/)'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  setupFiles: ['<rootDir>/test/setup-env.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  testTimeout: 30000,
  // One file at a time (they share the test database), in a worker that is replaced once it holds
  // this much between files: each file's app graph is never fully released, and a single process
  // running every file grew to 4 GB, until its garbage collection stalled Redis commands into timeouts.
  workerIdleMemoryLimit: '1GB',
};
