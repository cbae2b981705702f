// `npm run api`: the real-network mode's server on 127.0.0.1:4010 (REST under /api and socket.io),
// with its test control port on 4011 (mocks/server/api.ts). The mock's TypeScript is loaded
// through Vite, which fills import.meta.env from the mode's .env files (default: realnet).
import { createServer } from 'vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const mode = process.env.API_MODE || 'realnet';
const host = process.env.API_HOST || '127.0.0.1';
const port = Number(process.env.API_PORT || 4010);
const controlPort = Number(process.env.API_CONTROL_PORT || port + 1);

const vite = await createServer({
  root,
  mode,
  configFile: false,
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const { startApiServer } = await vite.ssrLoadModule('/mocks/server/api.ts');
const { controlTokenFile } = await vite.ssrLoadModule('/mocks/server/controlToken.ts');
// The control port answers the test runner only: this run's token, in a file only we can read.
const server = await startApiServer({ host, port, controlPort });
console.log(
  `API on http://${host}:${port}/api (socket.io on the same port), control on ${controlPort} (token in ${controlTokenFile()})`,
);

async function shutDown() {
  await server.close();
  await vite.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutDown());
process.on('SIGTERM', () => void shutDown());
