// Maps the tsconfig path aliases (@parley/*) for Jest, so there is one source of truth.
const { compilerOptions } = require('../tsconfig.base.json');

exports.pathsToModuleNameMapper = () =>
  Object.fromEntries(
    Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
      `^${alias.replace('/', '\\/')}$`,
      `<rootDir>/${target}`,
    ]),
  );
