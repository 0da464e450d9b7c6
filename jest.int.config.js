module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  transform: require('./jest.swc.js'),
  // The ICU message libraries ship as ES modules only; Jest runs CommonJS, so they are compiled too.
  transformIgnorePatterns: ['/node_modules/(?!(@formatjs|intl-messageformat|react-intl)/)'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  setupFiles: ['<rootDir>/test/setup-env.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  testTimeout: 30000,
};
