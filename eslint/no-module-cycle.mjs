// Lint rule: no import may close a cycle between the modules under src/modules (see module-graph.mjs).
import path from 'node:path';
import { moduleGraph, moduleOf, pathBetween } from './module-graph.mjs';

let cached = null;
function graphFor(modulesDir) {
  if (cached?.modulesDir !== modulesDir) cached = { modulesDir, graph: moduleGraph(modulesDir) };
  return cached.graph;
}

export const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules under src/modules depend on each other in one direction only' },
    schema: [{ type: 'object', properties: { modulesDir: { type: 'string' } }, required: ['modulesDir'], additionalProperties: false }],
    messages: { cycle: 'This import closes a cycle between modules: {{route}}. Turn one dependency around (a domain event, a port the lower module declares, or a call through the higher module).' },
  },
  create(context) {
    const { modulesDir } = context.options[0];
    const file = context.filename;
    const from = moduleOf(modulesDir, file);
    if (!from || /\.spec\.ts$/.test(file)) return {};
    const isEntityFile = /[/\\]entities[/\\][^/\\]+\.entity\.ts$/.test(file);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const to = moduleOf(modulesDir, target) ?? (path.dirname(target) === modulesDir ? path.basename(target) : null);
      if (!to || to === from || (isEntityFile && /[/\\]entities[/\\]/.test(target))) return;
      const back = pathBetween(graphFor(modulesDir), to, from);
      if (back) context.report({ node, messageId: 'cycle', data: { route: [from, ...back].join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
