import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes, type RouteAnswer } from '@/test/fetch-routes';
import { headingSkips } from '@/test/headings';
import { jsonResponse, renderApp } from '@/test/render';
import { TIME_OF_DAY_TEXT, timeOfDay } from '@/features/almanac';
import { localIsoDay } from '@/lib/format';
import type { CommunityHub } from '../types';

const almanac = {
  date: '2026-11-23',
  hemisphere: 'northern',
  month: 'November',
  moonPhase: {
    name: 'Waxing Gibbous',
    illumination: 93.4,
    age: 12.6,
    nextNewMoon: '2026-12-09T12:52:00Z',
    nextFullMoon: '2026-11-24T14:53:00Z',
  },
  plantingAdvice: 'By the old almanac tradition, the waxing moon favours leafy crops.',
  traditionNote: 'Planting by the moon is a gardening tradition, not proven science.',
  seasonalTasks: ['Plant garlic before the ground freezes', 'Mulch strawberries', 'Clean and oil tools', 'Order seed catalogues'],
};

const hub: CommunityHub = {
  videoOfTheDay: {
    id: 3,
    title: 'Building a raised bed',
    url: 'https://www.youtube.com/watch?v=abc123',
    description: 'Step by step, from lumber to soil.',
    embedUrl: 'https://www.youtube-nocookie.com/embed/abc123',
  },
  insights: [
    { title: 'Frost is coming', body: 'Cover tender crops tonight.', link: '/start-my-farm-plan', linkLabel: 'Plan your season' },
    { title: 'Soil test season', body: 'Autumn is the best time to test.', link: null, linkLabel: null },
  ],
  resources: [
    { id: 1, title: 'SARE Grants', url: 'https://www.sare.org/grants/', description: 'Farmer grants.', type: 'funding' },
    { id: 2, title: 'Land Link', url: 'https://example.org/land', description: 'Find land.', type: 'land' },
    { id: 3, title: 'Seed Savers', url: 'https://www.seedsavers.org/', description: 'Heirloom seed.', type: 'seeds' },
    { id: 4, title: 'Extension', url: 'https://extension.org/', description: 'Courses.', type: 'education' },
    { id: 5, title: 'Farmers Market Coalition', url: 'https://farmersmarketcoalition.org/', description: 'Sell.', type: 'market' },
    { id: 6, title: 'Mentor network', url: 'http://example.org/mentors', description: 'Learn.', type: 'mentorship' },
  ],
  gameLinks: [
    { id: 1, title: 'Seed Matching', url: 'https://games.example/seeds', description: 'Match seeds to plants.' },
    { id: 2, title: 'Weather Challenge', url: 'https://games.example/weather', description: 'Read the sky.' },
  ],
  stats: [
    { key: 'members', label: 'Members', value: 42 },
    { key: 'guideDownloads', label: 'Guide downloads', value: 1280 },
  ],
};

const weather = {
  temperature: 54.3,
  humidity: 71,
  soilTemperature: 48.2,
  uvIndex: 2.1,
  windSpeed: 8.4,
  rainChance: 20,
  temperatureUnit: 'fahrenheit',
  windSpeedUnit: 'mph',
  observedAt: '2026-11-23T14:00:00Z',
  stale: false,
  attribution: { text: 'Weather data by Open-Meteo.com', url: 'https://open-meteo.com/' },
};

const daily = {
  id: 7,
  slug: 'mulch-before-the-heat',
  title: 'Mulch before the heat',
  date: '2026-11-23',
  content: 'Mulch keeps roots cool.\n\nSecond paragraph.',
  tips: ['Water first', 'Keep it off stems'],
};

const discussionComment = {
  id: 1,
  content: 'Our raised bed is in!',
  commenter_name: 'Ama',
  createdat: '2026-11-23T14:05:00Z',
  likes: 2,
  parentid: null,
  liked: false,
  status: 'visible',
  editableUntil: null,
  deleted: false,
};

function renderHub(overrides: Record<string, RouteAnswer> = {}) {
  stubFetchRoutes({
    [`GET /api/almanac?date=${localIsoDay()}`]: almanac,
    'GET /api/weather/current': weather,
    'GET /api/community': hub,
    'GET /api/daily-blog': daily,
    'GET /api/comments/daily-farm-wisdom/days': [{ date: '2026-11-23', comments: 1 }],
    'GET /api/comments/daily-farm-wisdom': [discussionComment],
    ...overrides,
  });
  renderApp('/community-griot');
}

afterEach(() => vi.unstubAllGlobals());

function card(name: string) {
  return screen.getByRole('region', { name });
}

describe('Community Griot', () => {
  it('shows every card of seed 001 in order, each a section with a heading', async () => {
    renderHub();
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Griot' })).toBeInTheDocument();
    await screen.findByText('Waxing Gibbous');
    const main = screen.getByRole('main');
    const headings = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Right now on the farm',
      'Today’s Almanac',
      'Live Growing Conditions',
      'Farm Games',
      'Community Stats',
      'Daily Farm Wisdom',
      'Smart Farming Intelligence',
      'Daily Blog',
      'Farm Tetris',
      'Cultural Recipe Generator',
      'Community Resources',
      'Interactive Farm Games',
    ]);
    for (const heading of within(main).getAllByRole('heading', { level: 2 })) {
      expect(heading.closest('section')).toHaveAttribute('aria-labelledby', heading.id);
    }
    expect(headingSkips()).toEqual([]);
    // The title is set in an effect, which may run after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('Community Griot – Test Community Farm'));
  });

  it('shows the time-of-day band for the local hour', async () => {
    renderHub();
    const indicator = await screen.findByRole('region', { name: 'Right now on the farm' });
    const band = indicator.querySelector('[data-band]')!.getAttribute('data-band');
    expect(band).toBe(timeOfDay(new Date().getHours()));
    expect(indicator).toHaveTextContent(TIME_OF_DAY_TEXT[timeOfDay(new Date().getHours())].label);
  });

  it("shows today's almanac: date, moon, tradition and tasks", async () => {
    renderHub();
    const almanacCard = await screen.findByRole('region', { name: 'Today’s Almanac' });
    expect(await within(almanacCard).findByText('Monday, November 23, 2026')).toBeInTheDocument();
    expect(within(almanacCard).getByText('Waxing Gibbous')).toBeInTheDocument();
    expect(within(almanacCard).getByText(/93\.4% illuminated/)).toBeInTheDocument();
    expect(within(almanacCard).getByText('Next full moon').nextElementSibling).toHaveTextContent('Nov 24, 2026');
    expect(within(almanacCard).getByText('Next new moon').nextElementSibling).toHaveTextContent('Dec 9, 2026');
    expect(within(almanacCard).getByText(/not proven science/)).toBeInTheDocument();
    expect(within(almanacCard).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows only the stats the server returns, each labelled', async () => {
    renderHub();
    const stats = await screen.findByRole('region', { name: 'Community Stats' });
    expect(await within(stats).findByText('Members')).toBeInTheDocument();
    const shown = within(stats)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(shown).toEqual([
      ['Members', '42'],
      ['Guide downloads', '1,280'],
    ]);
    expect(stats).not.toHaveTextContent(/127|89 stories|active gardens/i);
  });

  it('says so when there are no stats yet, with no numbers', async () => {
    renderHub({ 'GET /api/community': { ...hub, stats: [] } });
    const stats = await screen.findByRole('region', { name: 'Community Stats' });
    expect(await within(stats).findByText(/will appear here/)).toBeInTheDocument();
    expect(stats.textContent).not.toMatch(/\d/);
  });

  it('opens the six resources in a new tab, each with its type tag', async () => {
    renderHub();
    const resources = await screen.findByRole('region', { name: 'Community Resources' });
    const links = await within(resources).findAllByRole('link');
    expect(links).toHaveLength(6);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(links[0]).toHaveAttribute('href', 'https://www.sare.org/grants/');
    const tags = [...resources.querySelectorAll('.resource-tag')].map((tag) => tag.textContent);
    expect(tags).toEqual(['funding', 'land', 'seeds', 'education', 'market', 'mentorship']);
  });

  it("embeds the video of the day from youtube-nocookie, with today's discussion below", async () => {
    renderHub();
    const wisdom = await screen.findByRole('region', { name: 'Daily Farm Wisdom' });
    const frame = await within(wisdom).findByTitle('Video: Building a raised bed');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123');
    const discussion = within(wisdom).getByRole('group', { name: 'Today’s discussion' });
    expect(await within(discussion).findByRole('article', { name: 'Comment by Ama' })).toHaveTextContent('Our raised bed is in!');
    expect(within(discussion).getByRole('form', { name: 'Add a comment' })).toBeInTheDocument();
    expect(wisdom).not.toHaveTextContent('opens here soon');
  });

  it('links a video from elsewhere instead of embedding it', async () => {
    renderHub({
      'GET /api/community': { ...hub, videoOfTheDay: { ...hub.videoOfTheDay!, url: 'https://vimeo.com/1', embedUrl: null } },
    });
    const wisdom = await screen.findByRole('region', { name: 'Daily Farm Wisdom' });
    const link = await within(wisdom).findByRole('link', { name: /Watch the video/ });
    expect(link).toHaveAttribute('href', 'https://vimeo.com/1');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(wisdom.querySelector('iframe')).toBeNull();
  });

  it('shows a friendly empty state when there is no video', async () => {
    renderHub({ 'GET /api/community': { ...hub, videoOfTheDay: null } });
    const wisdom = await screen.findByRole('region', { name: 'Daily Farm Wisdom' });
    expect(await within(wisdom).findByText(/No video today/)).toBeInTheDocument();
    expect(wisdom.querySelector('iframe')).toBeNull();
  });

  it('links insights into the site', async () => {
    renderHub();
    const insights = await screen.findByRole('region', { name: 'Smart Farming Intelligence' });
    expect(await within(insights).findByRole('link', { name: /Plan your season/ })).toHaveAttribute('href', '/start-my-farm-plan');
    expect(within(insights).getByRole('heading', { name: 'Soil test season' })).toBeInTheDocument();
  });

  it("shows today's post with its tips and links to it and to the blog", async () => {
    renderHub();
    const blog = await screen.findByRole('region', { name: 'Daily Blog' });
    expect(await within(blog).findByRole('heading', { name: 'Mulch before the heat' })).toBeInTheDocument();
    expect(within(blog).getByText('Keep it off stems')).toBeInTheDocument();
    expect(within(blog).getByRole('link', { name: /Read the whole post/ })).toHaveAttribute(
      'href',
      '/community-griot/blog/mulch-before-the-heat',
    );
    expect(within(blog).getByRole('link', { name: 'All blog posts' })).toHaveAttribute('href', '/community-griot/blog');
  });

  it('falls back to a built-in post when the daily blog fails', async () => {
    renderHub({ 'GET /api/daily-blog': () => jsonResponse(500, { error: 'Down' }) });
    const blog = await screen.findByRole('region', { name: 'Daily Blog' });
    expect(
      await within(blog).findByRole('heading', {
        name: /^(Water deeply, not daily|Feed the soil, not just the plants|Mulch: a blanket for your beds)$/,
      }),
    ).toBeInTheDocument();
    expect(within(blog).getByRole('heading', { name: 'Tips' })).toBeInTheDocument();
  });

  it('opens Farm Tetris in its panel and closes it, offers the recipe generator, and opens outside games in a new tab', async () => {
    const user = userEvent.setup();
    renderHub();
    const tetris = await screen.findByRole('region', { name: 'Farm Tetris' });
    await user.click(within(tetris).getByRole('button', { name: 'Play Farm Tetris' }));
    expect(await within(tetris).findByRole('button', { name: 'Start Farming' })).toBeInTheDocument();
    expect(within(tetris).getByRole('grid', { name: /Board, 10 columns by 20 rows/ })).toBeInTheDocument();
    await user.click(within(tetris).getByRole('button', { name: 'Close Game' }));
    expect(within(tetris).getByRole('button', { name: 'Play Farm Tetris' })).toBeInTheDocument();
    expect(within(card('Cultural Recipe Generator')).getByRole('button', { name: 'Generate Recipe' })).toBeDisabled();
    const games = card('Interactive Farm Games');
    const seed = await within(games).findByRole('link', { name: /Play Seed Matching/ });
    expect(seed).toHaveAttribute('href', 'https://games.example/seeds');
    expect(seed).toHaveAttribute('target', '_blank');
    expect(seed).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(games).getByRole('link', { name: /Play Weather Challenge/ })).toHaveAttribute('target', '_blank');

    await user.click(within(games).getByRole('button', { name: 'Go to Farm Tetris' }));
    expect(card('Farm Tetris')).toHaveFocus();
  });

  it('keeps the other cards when the community call fails', async () => {
    renderHub({ 'GET /api/community': () => jsonResponse(500, { error: 'Down' }) });
    const stats = await screen.findByRole('region', { name: 'Community Stats' });
    expect(await within(stats).findByText('The community numbers could not be loaded right now.')).toBeInTheDocument();
    expect(await screen.findByText('Waxing Gibbous')).toBeInTheDocument();
    expect(card('Farm Tetris')).toBeInTheDocument();
  });
});
