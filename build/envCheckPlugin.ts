import { rmSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { configProblems } from '../src/lib/envRules.ts';

/**
 * A build with a real API says at build time what it lacks: no realtime key stops it (the mock
 * key would ship); no socket address or payment key is a warning (the app says so at run time).
 */
export function envCheckPlugin(root: string): Plugin {
  let realApi = false;
  return {
    name: 'rwl-env-check',
    config(_config, { command, mode }) {
      if (command !== 'build') return;
      const vars = loadEnv(mode, root, 'VITE_');
      realApi = Boolean(vars.VITE_API_BASE_URL?.trim());
      const problems = configProblems(vars);
      for (const warning of problems.warnings) console.warn(`\n[rwl] Warning: ${warning}\n`);
      if (problems.errors.length > 0)
        throw new Error(`[rwl] This build cannot be made.\n${problems.errors.join('\n')}`);
    },
    // Nothing of the mock ships with a real API: not even the mock's service worker file.
    writeBundle(options) {
      if (realApi && options.dir)
        rmSync(path.join(options.dir, 'mockServiceWorker.js'), { force: true });
    },
  };
}
