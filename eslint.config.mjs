// ESLint flat config (ESLint 9). Run with `npm run lint`.
//
// Architecture boundaries are enforced with eslint-plugin-import:
//   import/no-cycle            no runtime import cycles in src/ or web/ (type-only imports are ignored)
//   house/no-module-cycle      no cycle between the modules under src/modules (eslint/no-module-cycle.mjs)
//   import/no-restricted-paths the zones built below; module and feature zones are computed from the
//                              directory listing at lint time, so a new module or feature is covered
//                              as soon as its directory exists.
//
// Notes on import/no-restricted-paths (eslint-plugin-import 2.32):
// - `target` and `from` are resolved against `basePath` and matched with minimatch when they are globs;
//   `except` entries of a glob `from` are matched as given (not resolved), so every pattern here is
//   absolute, and every `except` of a glob `from` must itself be a glob (a plain path is rejected with
//   "Restricted path exceptions must be glob patterns").
// - A `from` array may not mix globs and plain paths.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { noModuleCycle } from './eslint/no-module-cycle.mjs';

const root = path.dirname(fileURLToPath(import.meta.url)).split(path.sep).join('/');
const at = (rel) => `${root}/${rel}`;

/** Names of the directories directly under `rel` (empty when it does not exist). */
function subdirectories(rel) {
  try {
    return fs
      .readdirSync(at(rel), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

const serverModules = subdirectories('src/modules');
const webFeatures = subdirectories('web/src/features');

const layerZones = [
  // (a) src/domain imports only src/domain.
  {
    target: at('src/domain'),
    from: at('src'),
    except: ['./domain'],
    message: 'src/domain may import only src/domain.',
  },
  {
    target: at('src/domain'),
    from: [at('test'), at('web'), at('scripts')],
    message: 'src/domain may import only src/domain.',
  },
  // (b) src/contracts imports only src/contracts and src/domain.
  {
    target: at('src/contracts'),
    from: at('src'),
    except: ['./contracts', './domain'],
    message: 'src/contracts may import only src/contracts and src/domain.',
  },
  {
    target: at('src/contracts'),
    from: [at('test'), at('web'), at('scripts')],
    message: 'src/contracts may import only src/contracts and src/domain.',
  },
  // (c) web/ reaches the server tree only through src/domain and src/contracts.
  {
    target: at('web'),
    from: at('src'),
    except: ['./domain', './contracts'],
    message: 'web/ may import from the server only src/domain and src/contracts.',
  },
  {
    target: at('web'),
    from: at('test'),
    message: 'web/ may import from the server only src/domain and src/contracts.',
  },
];

// (d) src/modules/<name>/ is reached from the rest of src/ only through its index.ts. A module owns
// its tables: another module's entity may point at one of them only as an ORM relation, from its own
// entities/*.entity.ts, and only for the pairs named here (holder -> modules whose entities it
// relates to). src/infra/database/entities.ts registers every entity with the ORM. test/ is not a
// target, so tests may reach module internals.
const ENTITY_RELATIONS = {
  'request-core': ['providers'], // a request's assigned provider and its latest position
  providers: ['request-core'], // a position belongs to a request
  dispatch: ['request-core', 'providers'], // an offer is of a request, to a provider
  'on-site': ['request-core'], // photos and extra charges belong to a request
  notifications: ['request-core'], // a text is about a request
  payments: ['request-core'], // payments, payment events and receipts belong to a request
  requests: ['request-core'], // an Idempotency-Key names the request it created
};
const relationHolders = (name) => Object.keys(ENTITY_RELATIONS).filter((holder) => ENTITY_RELATIONS[holder].includes(name));

const moduleZones = serverModules.flatMap((name) => {
  const others = serverModules.filter((other) => other !== name);
  const holders = relationHolders(name);
  const entitiesOf = (modules) => modules.map((module) => at(`src/modules/${module}/entities/**`));
  const through = `Import the ${name} module through src/modules/${name}/index.ts`;
  return [
    {
      target: [
        at('src/*.ts'),
        at('src/!(modules|infra)/**'),
        at('src/infra/!(database)/**'),
        at('src/infra/database/!(entities).ts'),
        at('src/modules/*.ts'),
        ...others.flatMap((other) => [at(`src/modules/${other}/*.ts`), at(`src/modules/${other}/!(entities)/**`)]),
      ],
      from: at(`src/modules/${name}/**`),
      except: [at(`src/modules/${name}/index.@(ts)`)],
      message: `${through}; only entities may import another module's entity, as a relation.`,
    },
    {
      target: [at('src/infra/database/entities.ts'), ...entitiesOf(holders)],
      from: at(`src/modules/${name}/**`),
      except: [at(`src/modules/${name}/{index.ts,entities/*.entity.ts}`)],
      message: `${through} (or, for an ORM relation, one of its entities/*.entity.ts).`,
    },
    ...(others.length > holders.length
      ? [
          {
            target: entitiesOf(others.filter((other) => !holders.includes(other))),
            from: at(`src/modules/${name}/**`),
            except: [at(`src/modules/${name}/index.@(ts)`)],
            message: `${through}; add the pair to ENTITY_RELATIONS in eslint.config.mjs if this is an ORM relation.`,
          },
        ]
      : []),
  ];
});

// (e) web/src/features/<name>/ is reached from outside the feature only through index.ts, admin.ts or
// panels.ts (components a page loads on demand, so they stay out of the page's first chunk).
const featureZones = webFeatures.map((name) => ({
  target: [
    at('web/*.ts'),
    at('web/e2e/**'),
    at('web/src/*.{ts,tsx}'),
    at('web/src/!(features)/**'),
    at('web/src/features/*.{ts,tsx}'),
    at(`web/src/features/!(${name})/**`),
  ],
  from: at(`web/src/features/${name}/**`),
  except: [at(`web/src/features/${name}/{index,admin,panels}.{ts,tsx}`)],
  message: `Import the ${name} feature through web/src/features/${name}/index.ts, admin.ts or panels.ts.`,
}));

const tsFiles = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const tsExtensions = ['.ts', '.tsx', '.mts', '.cts'];

export default defineConfig(
  globalIgnores([
    '**/node_modules/**',
    'dist/**',
    'web/dist/**',
    'web/dist-ssr/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'src/infra/database/migrations/**',
  ]),

  js.configs.recommended,
  {
    // `try { ... } catch {}` is how polling loops here ignore an expected failure.
    rules: { 'no-empty': ['error', { allowEmptyCatch: true }] },
  },

  // Plain JavaScript: root tool configs (CommonJS) and scripts/*.mjs run on Node.
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module', globals: { ...globals.node } },
  },

  // TypeScript: typescript-eslint's recommended rules, without type information (fast).
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: tsFiles })),
  {
    files: tsFiles,
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  // Promises, with type information: each file is checked in the tsconfig nearest to it (the
  // server's for src/ and test/, web/tsconfig.json for web/). Every file, not a chosen few: about
  // half of the added time is building the two programs, which any typed file pays, and leaving
  // out the layers with no promises (domain, contracts, entities, DTOs, content) saved nothing
  // measurable.
  {
    files: ['src/**/*.ts', 'test/**/*.ts', 'web/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },

  // Import boundaries.
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': [...tsExtensions, '.js', '.jsx', '.mjs', '.cjs'],
      'import/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import/parsers': { '@typescript-eslint/parser': tsExtensions },
      // Do not parse dependencies when building the import graph (no-cycle): cycles through
      // packages are not ours, and parsing their .d.ts files dominates the run time.
      'import/ignore': ['node_modules'],
      'import/resolver': {
        // Each file is resolved with the tsconfig that includes it: the server's for src/ and test/,
        // web/tsconfig.json (aliases @/*, @domain/*, @contracts/*) for web/.
        typescript: {
          project: [at('tsconfig.json'), at('web/tsconfig.json')],
          alwaysTryTypes: false,
          noWarnOnMultipleProjects: true,
        },
      },
    },
  },
  {
    files: ['src/**/*.ts', 'web/**/*.{ts,tsx}'],
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Modules depend on each other one way: import/no-cycle sees cycles of files at run time, this sees
  // cycles of modules, type-only imports included (an entity's relation to another module's entity aside).
  {
    files: ['src/modules/**/*.ts'],
    plugins: { house: { rules: { 'no-module-cycle': noModuleCycle } } },
    rules: { 'house/no-module-cycle': ['error', { modulesDir: at('src/modules') }] },
  },
  {
    files: ['src/**/*.ts', 'test/**/*.ts', 'web/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs,cjs}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...layerZones, ...moduleZones, ...featureZones] },
      ],
    },
  },

  // Raw SQL runs through the EntityManager in hand, `em.execute(...)`: on a transaction's `tx` that is
  // the transaction's own connection, where `em.getConnection()` takes another from the pool (inside a
  // transaction a second one, so a burst of steps could starve the pool and even wait on itself).
  {
    files: ['src/**/*.ts'],
    ignores: [
      'src/**/*.repository.ts',
      // Readiness asks the pool itself whether PostgreSQL answers, outside any transaction.
      'src/infra/http/health.service.ts',
      // The capability lookups keep named prepared statements on the pool's connections, never in a transaction.
      'src/modules/request-core/request-view.reader.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='getConnection']",
          message: "Run raw SQL with em.execute(...) on the EntityManager you hold (a transaction's tx uses its connection); getConnection() takes a second pooled connection.",
        },
      ],
    },
  },
);
