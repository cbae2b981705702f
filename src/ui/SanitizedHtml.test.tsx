import { render, screen } from '@testing-library/react';
import { SanitizedHtml } from './SanitizedHtml';

const SERVER_HTML = [
  '<h2>Spring reset</h2>',
  '<p style="position:fixed;inset:0">Four weeks to feel lighter.</p>',
  '<img src="x.png" alt="Spring" onerror="window.hacked=1">',
  '<a href="javascript:window.hacked=1">Click</a>',
  '<a href="/reg1" target="_blank">Join</a>',
  '<script>window.hacked=1</script>',
  '<form action="https://example.test"><input name="card"><button>Pay</button></form>',
  '<iframe src="https://example.test"></iframe>',
].join('');

test('server HTML keeps its text and headings but loses scripts, handlers, styles, forms and frames', async () => {
  const { container } = render(<SanitizedHtml className="copy" html={SERVER_HTML} />);
  expect(await screen.findByRole('heading', { name: 'Spring reset' })).toBeInTheDocument();
  expect(screen.getByText('Four weeks to feel lighter.')).not.toHaveAttribute('style');
  expect(screen.getByRole('img', { name: 'Spring' })).not.toHaveAttribute('onerror');
  expect(screen.getByRole('img', { name: 'Spring' })).toHaveAttribute('loading', 'lazy');
  expect(screen.getByText('Click')).not.toHaveAttribute('href');
  expect(screen.getByRole('link', { name: 'Join' })).not.toHaveAttribute('target');
  expect(container.querySelector('script, form, input, button, iframe')).toBeNull();
  expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
});

test('once the cleaner is loaded, the HTML shows in the first render', async () => {
  render(<SanitizedHtml html="<p>warm-up</p>" />);
  await screen.findByText('warm-up');
  const { container } = render(<SanitizedHtml className="later" html="<p>At once</p>" />);
  expect(container.querySelector('.later')).toHaveTextContent('At once');
});
