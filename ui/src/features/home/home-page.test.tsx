import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders, testSite } from '@/test/render';
import { HomePage } from './home-page';

describe('Home page', () => {
  it('shows the sections in order', () => {
    renderWithProviders(<HomePage />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Shortcuts',
      'Learning Platform',
      'Daily Farming Wisdom',
      'Meet Dexter Jr.',
      'What we offer',
      'About Test Community Farm',
      'Stay in the loop',
    ]);
    const banner = screen.getByRole('img', { name: /rows of crops/i });
    expect(banner).toHaveAttribute('src', '/banner.svg');
    expect(banner).toHaveAttribute('width', '1200');
    expect(banner).toHaveAttribute('height', '400');
  });

  it('links the shortcuts, learning cards and blog teasers', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('link', { name: /Recipe Generator/ })).toHaveAttribute('href', '/community-griot');
    expect(screen.getByRole('link', { name: /Interactive Quizzes/ })).toHaveAttribute('href', '/courses');
    expect(screen.getByRole('link', { name: /Create Your Farm Plan.*4-week/ })).toHaveAttribute('href', '/courses');
    const wisdom = screen.getByRole('heading', { name: 'Daily Farming Wisdom' }).closest('section')!;
    const teasers = within(wisdom).getAllByRole('link');
    expect(teasers).toHaveLength(5);
    teasers.forEach((link) => expect(link).toHaveAttribute('href', '/community-griot'));
    expect(screen.getByRole('link', { name: 'Learn more about us' })).toHaveAttribute('href', '/about');
    for (const title of ['Grant Writing Expert', 'Advanced Farm Tools', 'Educational Mission']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('scrolls to the assistant section for "Let’s Write a Grant"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    const section = document.getElementById('assistant')!;
    expect(section).toContainElement(screen.getByRole('heading', { name: 'Meet Dexter Jr.' }));

    await user.click(screen.getByRole('button', { name: /Let’s Write a Grant/ }));

    expect(section.scrollIntoView).toHaveBeenCalled();
    expect(section).toHaveFocus();
  });

  it('hides the academy button when no academy link is configured', () => {
    renderWithProviders(<HomePage />);
    expect(screen.queryByRole('link', { name: /Academy/i })).not.toBeInTheDocument();
  });

  it('shows the academy button in a new tab when configured', () => {
    const client = createTestQueryClient({ site: { ...testSite, academyUrl: 'https://academy.example/join' } });
    renderWithProviders(<HomePage />, { client });
    const link = screen.getByRole('link', { name: /Join the AI Farming Academy/ });
    expect(link).toHaveAttribute('href', 'https://academy.example/join');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('says honestly that mailing-list sign-ups are not open yet', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    const input = screen.getByLabelText('Email address');
    expect(input).toHaveAttribute('type', 'email');

    await user.type(input, 'grower@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Sign-ups open soon')).toBeInTheDocument();
    expect(screen.getByText(/not saved.*hello@farm\.test/)).toBeInTheDocument();
  });
});
