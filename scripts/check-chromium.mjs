// npm test needs a Chromium for the end-to-end suite; say exactly what is missing.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(
    `Chromium was not found at ${path}.\n` +
      'Install it with: apt-get update && apt-get install -y chromium\n' +
      '(or set CHROMIUM_PATH to a Chromium binary).',
  );
  process.exit(1);
}
