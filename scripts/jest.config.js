// One Jest run over every project: unit specs beside the code, integration specs
// (real Postgres/Redis/NATS) under apps/*/test and libs/*/test.
const { pathsToModuleNameMapper } = require('./jest-paths');

module.exports = {
  rootDir: require('node:path').resolve(__dirname, '..'),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{apps,libs,deploy,scripts}/**/*.{spec,int-spec}.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
    // ESM-only dependencies (Node 20 can require() them; Jest cannot): compile to CommonJS.
    '^.+/node_modules/(content-disposition)/.+\\.js$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
  moduleNameMapper: pathsToModuleNameMapper(),
  setupFiles: ['reflect-metadata'],
  testTimeout: 60000,
  maxWorkers: 2,
};
