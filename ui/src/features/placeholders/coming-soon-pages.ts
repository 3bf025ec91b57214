/**
 * Titles and one-sentence purposes of the pages whose screens come with later work.
 * Each sentence says what the page will do, nothing more.
 */
export const comingSoonPages = {
  farmPlan: {
    title: 'Start My Farm Plan',
    description:
      'Answer a few questions about your land, climate and goals, and get a personalised four-week plan for getting your farm or garden started.',
  },
  grantSearch: {
    title: 'Grant Search',
    description:
      'Search farming and community-garden grants, keep track of your applications and get help drafting them with the farm assistant.',
  },
  courses: {
    title: 'Simple Farming Quiz',
    description:
      'Test what you know about basic gardening, soil and plant care with short ten-question quizzes and instant feedback.',
  },
  quizChallenge: {
    title: 'Agricultural Quiz Challenge',
    description: 'A longer quiz challenge across many farming topics, with your score and stars at the end.',
  },
} as const satisfies Record<string, { title: string; description: string }>;

export type ComingSoonKey = keyof typeof comingSoonPages;
