import { render, screen } from '@testing-library/react';
import { ProfessionalProfile } from './ProfessionalProfile';

const rachel = {
  name: 'Rachel Adams',
  photo: '/images/landing/person-2.svg',
  speciality: 'HIIT',
  place: 'London',
  online: 1,
  bio: '<p>Rachel has coached high-intensity interval training.</p><img src="x" alt="" onerror="window.hacked=1"><script>window.hacked=1</script>',
};

describe('ProfessionalProfile', () => {
  it('shows the photo, the name as the heading asked for, the facts and the cleaned bio', async () => {
    const { container } = render(<ProfessionalProfile pro={rachel} heading="h1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rachel Adams' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Rachel Adams' })).toHaveAttribute(
      'src',
      '/images/landing/person-2.svg',
    );
    const facts = screen
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual(['Speciality: HIIT', 'Place: London', 'Online: Yes, classes online']);
    expect(
      await screen.findByText('Rachel has coached high-intensity interval training.'),
    ).toBeVisible();
    expect(container.querySelector('[onerror], script')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('names the professional in a second-level heading under a section title, in person only', () => {
    render(<ProfessionalProfile pro={{ ...rachel, online: 0, photo: '' }} heading="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Rachel Adams' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByText('In person only')).toBeVisible();
    // No photo: the placeholder, never a broken image.
    expect(screen.getByRole('img', { name: 'Rachel Adams' })).not.toHaveAttribute('src', '');
  });
});
