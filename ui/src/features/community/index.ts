/**
 * Community (the server's src/community): the Community Griot hub page, which composes the
 * almanac, weather and blog cards with its own (stats, video of the day, insights, resources,
 * games), the Programs page, and the dashboard's Community tab.
 */
export { default as CommunityPage } from './components/community-page';
export { default as ProgramsPage } from './components/programs-page';
export { CommunityTab } from './admin/community-tab';
export type { CommunityHub, CommunityStat, GameLink, Insight, Programs, Resource, ResourceType, Video } from './types';
