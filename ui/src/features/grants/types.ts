/** Seed 001 §3: criteria, a match, tracking and history, with the server's extra figures. */
export interface GrantCriteria {
  farmerType: string;
  farmType: string;
  fundingRange: string;
  projectFocus: string;
  location: string;
}

export interface Grant {
  id: string;
  title: string;
  agency: string;
  amount: string;
  deadline: string;
  description: string;
  website: string;
  kind: string;
  awardMin: number;
  awardMax: number;
  applicants: string;
  match: string;
  regionLabel: string | null;
  figuresYear: number;
  source: string;
  checkNotice: string;
}

export interface CriterionReason {
  criterion: string;
  met: boolean;
  points: number;
  maxPoints: number;
  text: string;
}

export type DeadlineStatus = 'open' | 'closing-soon' | 'closed' | 'rolling';

export interface GrantMatch {
  grant: Grant;
  matchScore: number;
  reasons: string[];
  criteria: CriterionReason[];
  applicationTips: string[];
  deadlineStatus: DeadlineStatus;
  deadlineDate: string | null;
  trackedStatus: string | null;
}

export interface SearchResult {
  totalResults: number;
  matches: GrantMatch[];
}

export interface ApplicationNote {
  date: string;
  text: string;
}

export interface GrantApplication {
  id: number;
  grantId: string;
  grantTitle: string;
  status: string;
  notes: ApplicationNote[];
  lastUpdated: string;
  createdAt: string;
  nextStatuses: string[];
  deadline: string | null;
  deadlineStatus: DeadlineStatus | null;
  deadlineDate: string | null;
  website: string | null;
}

/** A program as admins edit it (`/api/admin/grants`). */
export interface GrantProgram {
  id: string;
  title: string;
  agency: string;
  kind: string;
  awardMin: number;
  awardMax: number;
  deadlineMonth: number | null;
  deadlineDay: number | null;
  rolling: boolean;
  deadlineDate: string | null;
  farmerTypes: string[];
  farmTypes: string[];
  focusAreas: string[];
  applicants: string;
  regions: string[] | null;
  regionLabel: string | null;
  match: string;
  matchPercent: number;
  description: string;
  website: string;
  figuresYear: number;
  applicationTips: string[];
  source: string;
  deadlineStatus?: DeadlineStatus;
  deadlineText?: string;
}
