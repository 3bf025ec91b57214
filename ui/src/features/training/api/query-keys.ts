/**
 * Query keys of the training API. Each key is the URL the default query function fetches;
 * mutations invalidate through the same keys.
 */
export const DAILY_TASKS_QUERY_KEY = ['/api/dexter/daily-tasks'] as const;
export const TRAINING_HISTORY_QUERY_KEY = ['/api/dexter/training-history'] as const;
export const TEST_RESULTS_QUERY_KEY = ['/api/dexter/test-results'] as const;
export const CORRECTIONS_QUERY_KEY = ['/api/dexter/corrections'] as const;
export const INSTRUCTIONS_QUERY_KEY = ['/api/dexter/instructions'] as const;
export const SCHEDULER_STATUS_QUERY_KEY = ['/api/dexter/scheduler/status'] as const;
export const BULK_INSTRUCTIONS_QUERY_KEY = ['/api/dexter/bulk-instructions'] as const;
export const ASSESSMENTS_QUERY_KEY = ['/api/dexter/assessments'] as const;

/**
 * Every Training Center request carries this mutation key, so the page has one busy flag
 * (seed 002 §4: buttons are disabled while any request runs).
 */
export const TRAINING_MUTATION_KEY = ['training'] as const;
/** The same for the scheduler's actions. */
export const SCHEDULER_MUTATION_KEY = ['scheduler'] as const;
