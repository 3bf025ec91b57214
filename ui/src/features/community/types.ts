/** The video of the day (`GET /api/community`). */
export interface Video {
  id: number;
  title: string;
  url: string;
  description: string;
  /** A youtube-nocookie embed address, set only for YouTube links. */
  embedUrl: string | null;
}

/** A Smart Farming Intelligence card. */
export interface Insight {
  title: string;
  body: string;
  /** An in-app path such as /start-my-farm-plan. */
  link: string | null;
  linkLabel: string | null;
}

export const RESOURCE_TYPES = ['funding', 'land', 'seeds', 'education', 'market', 'mentorship'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** A Community Resources link (opens outside, in a new tab). */
export interface Resource {
  id: number;
  title: string;
  url: string;
  description: string;
  type: ResourceType;
}

/** An outside farm game (seed matching, weather challenge). */
export interface GameLink {
  id: number;
  title: string;
  url: string;
  description: string;
}

/** A community stat with a real source: activeGardens, members, guideDownloads, commentsThisWeek, quizPlayers. */
export interface CommunityStat {
  key: string;
  label: string;
  value: number;
}

/** `GET /api/community`: everything the hub shows that admins manage or the server counts. */
export interface CommunityHub {
  videoOfTheDay: Video | null;
  insights: Insight[];
  resources: Resource[];
  gameLinks: GameLink[];
  stats: CommunityStat[];
}

/** One program on the /programs page. */
export interface Program {
  title: string;
  /** Plain text; paragraphs separated by blank lines. */
  body: string;
}

/** `GET /api/programs` and the admin's `GET/PUT /api/admin/programs`. */
export interface Programs {
  intro: string;
  programs: Program[];
}
