// The journeys test two builds: the mock-mode app (`npm run build`, dist) and the real-network
// app (`npm run build:realnet`, dist-realnet). They are built side by side, each one's output
// printed whole when it ends; the run fails when either fails.
import { spawn } from 'node:child_process';

const BUILDS = ['build', 'build:realnet'];

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const verdict = code === 0 ? 'built' : `FAILED (exit ${code})`;
      process.stdout.write(`\n> ${script}: ${verdict} in ${seconds} s\n${output}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(BUILDS.map(run));
if (results.includes(false)) process.exit(1);
