// Runs the built app as separate api and worker processes; `npm run test:cluster` builds it first.
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/cluster/**/*.cluster-spec.ts'],
  transform: require('./jest.swc.js'),
  // The ICU message libraries and @fastify/static's content-disposition ship as ES modules only; Jest
  // runs CommonJS, so they are compiled too.
  transformIgnorePatterns: ['^(?!.*/node_modules/content-disposition/).*/node_modules/(?!(@formatjs|intl-messageformat|react-intl)/)'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  testTimeout: 60000,
};
