import type { DeadlineStatus, GrantCriteria } from '../types';

/** Seed 001 §9's option lists; the values are what the API takes. */
export const FARMER_TYPES = [
  { value: 'beginning', label: 'Beginning farmer' },
  { value: 'minority', label: 'Minority farmer' },
  { value: 'young', label: 'Young farmer' },
  { value: 'women', label: 'Woman farmer' },
  { value: 'experienced', label: 'Experienced farmer' },
];
export const FARM_TYPES = [
  { value: 'vegetable', label: 'Vegetable' },
  { value: 'fruit', label: 'Fruit' },
  { value: 'grain', label: 'Grain' },
  { value: 'livestock', label: 'Livestock' },
  { value: 'urban', label: 'Urban' },
  { value: 'organic', label: 'Organic' },
];
export const FUNDING_RANGES = [
  { value: 'small', label: 'Small (<$10,000)' },
  { value: 'medium', label: 'Medium ($10,000-$50,000)' },
  { value: 'large', label: 'Large (>$50,000)' },
];
export const PROJECT_FOCUS = [
  { value: 'sustainable', label: 'Sustainable practices' },
  { value: 'technology', label: 'Technology' },
  { value: 'education', label: 'Education' },
  { value: 'market', label: 'Market access' },
  { value: 'soil health', label: 'Soil health' },
  { value: 'water', label: 'Water' },
];

export const EMPTY_CRITERIA: GrantCriteria = { farmerType: '', farmType: '', fundingRange: '', projectFocus: '', location: '' };

/** Seed 001 §9: the applications list shows the first 5, then "and n more". */
export const HISTORY_SHOWN = 5;
/** Seed 001 §9: 3 tips per match. */
export const TIPS_SHOWN = 3;

export function historyView<T>(entries: T[], shown = HISTORY_SHOWN): { visible: T[]; more: number } {
  return { visible: entries.slice(0, shown), more: Math.max(0, entries.length - shown) };
}

/** Only the criteria that were chosen (all filters are optional). */
export function searchBody(criteria: GrantCriteria): Partial<GrantCriteria> {
  return Object.fromEntries(Object.entries(criteria).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v !== '')) as Partial<GrantCriteria>;
}

export const DEADLINE_LABELS: Record<DeadlineStatus, string> = {
  open: 'Open',
  'closing-soon': 'Closing soon',
  closed: 'Closed',
  rolling: 'Rolling',
};

/** Loans are repaid and cost-share pays back part of a bill: members should see which. */
export const KIND_LABELS: Record<string, string> = {
  grant: 'Grant',
  loan: 'Loan (repaid)',
  'cost-share': 'Cost-share (pays part of the cost)',
};

export const STATUS_LABELS: Record<string, string> = {
  researching: 'Researching',
  preparing: 'Preparing',
  submitted: 'Submitted',
  awarded: 'Awarded',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** The seed's started-tracking note: "Started tracking on <date>". */
export function startedTrackingNote(now = new Date()): string {
  return `Started tracking on ${now.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}`;
}
