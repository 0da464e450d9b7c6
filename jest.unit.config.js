module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/web/src/**/*.spec.ts', '<rootDir>/test/support/*.spec.ts', '<rootDir>/test/storm/*.spec.ts', '<rootDir>/eslint/*.spec.ts'],
  transform: require('./jest.swc.js'),
  transformIgnorePatterns: require('./jest.esm-packages.js'),
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper: {
    '^@domain/(.*)$': '<rootDir>/src/domain/$1',
    '^@contracts/(.*)$': '<rootDir>/src/contracts/$1',
    '^@/(.*)$': '<rootDir>/web/src/$1',
  },
};
