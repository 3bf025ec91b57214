/** Query keys of the community API; each is the URL the default query function fetches. */
export const COMMUNITY_QUERY_KEY = ['/api/community'] as const;
export const PROGRAMS_QUERY_KEY = ['/api/programs'] as const;
export const ADMIN_PROGRAMS_QUERY_KEY = ['/api/admin/programs'] as const;
