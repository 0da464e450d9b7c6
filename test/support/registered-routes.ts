import type { NestFastifyApplication } from '@nestjs/platform-fastify';

export interface RegisteredRoute {
  method: string;
  path: string;
}

/** Reads every route Fastify knows from the running app, so routes added later are covered too. */
export function registeredRoutes(app: NestFastifyApplication): RegisteredRoute[] {
  // One node per line, indented four characters per level under the node whose path it continues.
  const tree = app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
  const trail: string[] = [];
  return tree.split('\n').flatMap((line) => {
    const node = /^(.*?)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!node) return [];
    trail.length = [...node[1]].length / 4;
    trail.push(node[2]);
    const path = trail.join('');
    // HEAD is Fastify's own twin of each GET.
    return (node[3]?.split(', ') ?? []).filter((method) => method !== 'HEAD').map((method) => ({ method, path }));
  });
}
