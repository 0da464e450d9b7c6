// Runs the built app as separate api and worker processes; `npm run test:cluster` builds it first.
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/cluster/**/*.cluster-spec.ts'],
  transform: require('./jest.swc.js'),
  transformIgnorePatterns: require('./jest.esm-packages.js'),
  moduleFileExtensions: ['ts', 'js', 'json'],
  testTimeout: 60000,
};
