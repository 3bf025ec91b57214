/**
 * Titles and one-sentence purposes of the pages whose screens come with later work.
 * Each sentence says what the page will do, nothing more.
 */
export const comingSoonPages = {
  grantSearch: {
    title: 'Grant Search',
    description:
      'Search farming and community-garden grants, keep track of your applications and get help drafting them with the farm assistant.',
  },
} as const satisfies Record<string, { title: string; description: string }>;

export type ComingSoonKey = keyof typeof comingSoonPages;
