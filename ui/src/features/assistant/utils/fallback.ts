/**
 * What the widget says when the server cannot answer (seed 000 §8): the first keyword group
 * that matches the message, else the final failure message, in the seed's order. The server
 * keeps the same groups (`src/assistant/fallback.rs`) for questions its knowledge base cannot
 * match, and there a growing question never gets the About reply for an "about" or "why".
 */
export const FALLBACK_GROUPS: { keywords: string[]; reply: string }[] = [
  {
    keywords: ['co-op', 'coop', 'cooperative', 'legacy'],
    reply:
      'Cooperatives are how neighbours pool land, tools and buying power and share what they grow. Our free Cooperative Living guide in the Country Store at /country-store walks through the cooperative principles and how to get one started.',
  },
  {
    keywords: ['product', 'products', 'book', 'books', 'guide', 'guides', 'shop', 'store', 'buy'],
    reply:
      'Our Country Store at /country-store has free printable guides on soil, sustainable food, youth gardening and cooperatives, plus the Premium Farming Course. The free guides download straight away.',
  },
  {
    keywords: ['program', 'programs', 'programme', 'class', 'classes', 'youth', 'urban farming', 'workshop'],
    reply:
      'We run hands-on learning in urban farming, youth gardening and community agriculture. The Programs page at /programs lists what is on, and our quizzes at /courses are a fun way to check what you know.',
  },
  {
    keywords: ['mission', 'about', 'why', 'bean'],
    reply:
      "We're a community farm that helps neighbours grow food, skills and connection. The About page at /about tells our story and why we do this work.",
  },
  {
    keywords: ['soil', 'crop', 'crops', 'plant', 'plants', 'grow', 'growing'],
    reply:
      "Healthy soil grows healthy plants: most vegetables like a pH between 6.0 and 7.0, plenty of compost and steady moisture. Tell me what you're growing and where, and I'll get more specific. Start My Farm Plan at /start-my-farm-plan can build you a 4-week plan.",
  },
];

export const CONNECTION_FAILURE =
  "Sorry, I'm having trouble connecting to my knowledge base right now. Try asking about our programs or products!";

/** The local reply for `message` when the server is unreachable or fails. */
export function fallbackReply(message: string): string {
  const lower = message.toLowerCase();
  const words = lower.split(/[^\p{L}\p{N}-]+/u).filter(Boolean);
  const group = FALLBACK_GROUPS.find((g) =>
    g.keywords.some((k) => (k.includes(' ') ? lower.includes(k) : words.includes(k))),
  );
  return group ? group.reply : CONNECTION_FAILURE;
}
