import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Header } from './header';

const expectedLinks = [
  ['Home', '/'],
  ['About Us', '/about'],
  ['Start My Farm Plan', '/start-my-farm-plan'],
  ['Simple Quiz', '/courses'],
  ['Community Griot', '/community-griot'],
  ['Contact', '/contact'],
];

function setup() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Header />
      <p>Outside the menu</p>
    </>,
  );
  const toggle = screen.getByRole('button', { name: 'MENU' });
  return { user, toggle };
}

describe('Header', () => {
  it('shows the organisation name and tagline from the site settings', () => {
    setup();
    expect(screen.getByText('Test Community Farm')).toBeInTheDocument();
    expect(screen.getByText('Dexter Jr., your community farm assistant')).toBeInTheDocument();
  });

  it('opens the menu on MENU with exactly the six links', async () => {
    const { user, toggle } = setup();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(nav);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expectedLinks);
  });

  it('closes on a click outside the menu', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await user.click(screen.getByText('Outside the menu'));

    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open on a click inside the menu that is not a link', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(screen.getByRole('navigation', { name: 'Main' }));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes after a link is chosen', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'About Us' }));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('toggles closed on a second MENU click', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
