import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Lints `file` of a scratch src/modules tree with the rule alone, in a child process (the rule is an ES module). */
function lint(files: Record<string, string>, file: string): string[] {
  const root = mkdtempSync(join(tmpdir(), 'module-cycle-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const script = `
      import { Linter } from 'eslint';
      import tseslint from 'typescript-eslint';
      import { readFileSync } from 'node:fs';
      import { noModuleCycle } from ${JSON.stringify(join(__dirname, 'no-module-cycle.mjs'))};
      const [root, file] = process.argv.slice(1);
      const modulesDir = root + '/src/modules';
      const messages = new Linter({ cwd: root }).verify(readFileSync(file, 'utf8'), [{
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { house: { rules: { 'no-module-cycle': noModuleCycle } } },
        rules: { 'house/no-module-cycle': ['error', { modulesDir }] },
      }], file);
      process.stdout.write(JSON.stringify(messages.map((message) => message.message)));
    `;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script, root, join(root, file)], { cwd: __dirname, encoding: 'utf8' });
    return JSON.parse(out) as string[];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const ONE_WAY = {
  'src/modules/lower/index.ts': "export { Lower } from './lower.service';\n",
  'src/modules/lower/lower.service.ts': 'export class Lower {}\n',
  'src/modules/higher/index.ts': "export { Higher } from './higher.service';\n",
  'src/modules/higher/higher.service.ts': "import { Lower } from '../lower';\nexport class Higher { constructor(readonly lower: Lower) {} }\n",
};

describe('house/no-module-cycle', () => {
  it('lets a module import one it does not reach back from', () => {
    expect(lint(ONE_WAY, 'src/modules/higher/higher.service.ts')).toEqual([]);
  });

  it('refuses an import that closes a cycle, type-only included, and names the route', () => {
    const files = { ...ONE_WAY, 'src/modules/lower/lower.service.ts': "import type { Higher } from '../higher';\nexport class Lower { higher?: Higher; }\n" };
    const [message] = lint(files, 'src/modules/lower/lower.service.ts');
    expect(message).toContain('lower → higher → lower');
  });

  it('finds a cycle through a third module', () => {
    const files = {
      ...ONE_WAY,
      'src/modules/middle/index.ts': "import { Higher } from '../higher';\nexport const middle = Higher;\n",
      'src/modules/lower/lower.service.ts': "import { middle } from '../middle';\nexport class Lower { m = middle; }\n",
    };
    expect(lint(files, 'src/modules/lower/lower.service.ts')[0]).toContain('lower → middle → higher → lower');
  });

  it('leaves out an entity relation to another module\'s entity', () => {
    const files = {
      ...ONE_WAY,
      'src/modules/higher/entities/h.entity.ts': "import { L } from '../../lower/entities/l.entity';\nexport class H { l?: L; }\n",
      'src/modules/lower/entities/l.entity.ts': "import { H } from '../../higher/entities/h.entity';\nexport class L { h?: H; }\n",
    };
    expect(lint(files, 'src/modules/lower/entities/l.entity.ts')).toEqual([]);
  });
});
