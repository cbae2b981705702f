import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_TITLE } from './appTitle';

test('index.html carries the app title that pages fall back to', () => {
  const html = readFileSync(path.resolve(process.cwd(), 'index.html'), 'utf8');
  expect(html).toContain(`<title>${APP_TITLE}</title>`);
});
