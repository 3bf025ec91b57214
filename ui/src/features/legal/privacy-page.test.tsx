import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/app/paths';
import { renderApp } from '@/test/render';

/** The text of the h3 section `name` (its paragraphs up to the next heading). */
function sectionText(name: string): string {
  const heading = screen.getByRole('heading', { level: 3, name });
  let text = '';
  for (let node = heading.nextElementSibling; node && !/^H[1-6]$/.test(node.tagName); node = node.nextElementSibling) {
    text += ` ${node.textContent}`;
  }
  return text.replace(/\s+/g, ' ');
}

/** The "How long we keep it" list item that starts with `what`. */
function keptFor(what: string): string {
  const heading = screen.getByRole('heading', { level: 2, name: '7. How long we keep it' });
  const items = [...(heading.nextElementSibling?.querySelectorAll('li') ?? [])].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
  return items.find((item) => item.startsWith(what)) ?? `(no item for ${what})`;
}

describe('Privacy Policy: what visitors send', () => {
  it('says what a comment and a like store, and for how long', async () => {
    renderApp(paths.privacy);
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const comments = sectionText('Comments and likes');
    expect(comments).toMatch(/the name and the text exactly as you wrote them, the time you posted/);
    expect(comments).toMatch(/keyed hash of your visitor id and of your network address/);
    expect(comments).toMatch(/without storing your address itself/);
    expect(comments).toMatch(/only to apply the posting limits and to stop someone a moderator has blocked/);
    expect(comments).toMatch(/A like stores only a keyed hash of your visitor id/);
    expect(comments).toMatch(/deleted together with the comment/);
    expect(comments).toMatch(/15 minutes after posting/);
    expect(keptFor('Comments:')).toMatch(/until you delete them \(within 15 minutes of posting\) or an administrator does/);
  });

  it('says what a contact message, a free-guide request and a mailing-list sign-up store, and for how long', async () => {
    renderApp(paths.privacy);
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(sectionText('Contact messages')).toMatch(/your name, your email address, your message and the time you sent it/);
    expect(sectionText('Contact messages')).toMatch(/we email a copy to the farm/);
    expect(keptFor('Contact messages:')).toMatch(/until an administrator deletes them/);

    expect(sectionText('Free guides')).toMatch(/your first name, your email address and the times of your first and latest request/);
    expect(keptFor('Free-guide requests:')).toMatch(/until you ask us to delete them/);

    const list = sectionText('Mailing list');
    expect(list).toMatch(/your email address and the time you signed up/);
    expect(list).toMatch(/the time you confirmed/);
    expect(list).toMatch(/not confirmed is deleted after 7 days/);
    expect(list).toMatch(/unsubscribing deletes your address/);
    expect(keptFor('Mailing list:')).toMatch(/until you unsubscribe\. Sign-ups that are never confirmed: 7 days/);
  });

  it('says what a farm plan stores and that anyone with its link can read it', async () => {
    renderApp(paths.privacy);
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(sectionText('Farm plans')).toMatch(/the location you typed/);
    expect(sectionText('Farm plans')).toMatch(/Anyone with the link can see the plan/);
    expect(keptFor('Farm plans:')).toBe('Farm plans: one year.');
    expect(sectionText('Grant applications')).toMatch(/only you can see them/);
    expect(keptFor('Accounts:')).toMatch(/Grant applications go with the account/);
  });

  it('no longer says comments keep an email address', async () => {
    renderApp(paths.privacy);
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(sectionText('Comments and likes')).not.toMatch(/email/);
    expect(screen.queryByText(/until they are no longer needed/)).not.toBeInTheDocument();
  });
});
