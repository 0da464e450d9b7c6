// The graph of src/modules: which module imports which, read from the files' import lines. An entity's
// import of another module's entity is an ORM relation (allowed by ENTITY_RELATIONS), not a use of
// that module, so it is left out: the graph is of modules calling each other.
import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.ts$/.test(entry.name) && !/\.spec\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The module a path inside src/modules belongs to, or null. */
export function moduleOf(modulesDir, file) {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? name : null;
}

const isEntityFile = (file) => /[/\\]entities[/\\][^/\\]+\.entity\.ts$/.test(file);

/** Module name -> the modules it imports (relations between entities left out). */
export function moduleGraph(modulesDir) {
  const graph = new Map();
  for (const name of fs.readdirSync(modulesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)) {
    const uses = new Set();
    for (const file of filesUnder(path.join(modulesDir, name))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(IMPORT)) {
        const target = path.resolve(path.dirname(file), match[1]);
        const used = moduleOf(modulesDir, target) ?? (path.dirname(target) === modulesDir ? path.basename(target) : null);
        if (!used || used === name) continue;
        if (isEntityFile(file) && /[/\\]entities[/\\]/.test(target)) continue;
        uses.add(used);
      }
    }
    graph.set(name, uses);
  }
  return graph;
}

/** A path of modules from `from` back to `to`, or null when there is none. */
export function pathBetween(graph, from, to) {
  const seen = new Set([from]);
  const queue = [[from]];
  while (queue.length > 0) {
    const route = queue.shift();
    const last = route[route.length - 1];
    if (last === to) return route;
    for (const next of graph.get(last) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...route, next]);
      }
    }
  }
  return null;
}
