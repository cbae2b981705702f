import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface RouteModule {
  /** Route path as in the route table, e.g. /pages/:slug */
  path: string;
  shell: string;
  /** Absolute path of the page module (without extension). */
  module: string;
}

/** Reads the route entries of every src/features/<area>/routes.ts (path, shell, page module). */
export function readRouteModules(root: string): RouteModule[] {
  const features = path.join(root, 'src/features');
  const entries: RouteModule[] = [];
  for (const feature of readdirSync(features)) {
    const file = path.join(features, feature, 'routes.ts');
    if (!existsSync(file)) continue;
    const raw = readFileSync(file, 'utf8');
    // A page shared by several routes is named once (const video = () => import('./pages/VideoPage'))
    // and used as `load: video`: read it as if the import were written in place.
    const named = new Map<string, string>();
    for (const [, name, modulePath] of raw.matchAll(
      /const\s+(\w+)\s*=\s*\(\)\s*=>\s*import\('([^']+)'\)/g,
    )) {
      if (name && modulePath) named.set(name, modulePath);
    }
    const text = raw.replace(/load:\s*(\w+)\s*([,}])/g, (whole, name: string, end: string) => {
      const modulePath = named.get(name);
      return modulePath ? `load: () => import('${modulePath}')${end}` : whole;
    });
    const pattern = /path:\s*'([^']+)'[^}]*?shell:\s*'([^']+)'[^}]*?import\('([^']+)'\)/gs;
    for (const match of text.matchAll(pattern)) {
      const [, routePath, shell, modulePath] = match;
      if (routePath && shell && modulePath)
        entries.push({
          path: routePath,
          shell,
          module: path.resolve(path.dirname(file), modulePath),
        });
    }
  }
  return entries;
}

/** The layout modules a shell loads before its page renders. */
export function shellLayouts(root: string, shell: string): string[] {
  const layouts = path.join(root, 'src/app/layouts');
  if (shell === 'public-store')
    return [path.join(layouts, 'StoreLayout'), path.join(layouts, 'PublicStoreLayout')];
  if (shell === 'member')
    return [path.join(layouts, 'StoreLayout'), path.join(layouts, 'MemberShell')];
  return [];
}
