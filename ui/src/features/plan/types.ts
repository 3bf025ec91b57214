/** The wizard's answers (seed 001 §3) plus the optional frost field. */
export type Experience = 'beginner' | 'some-experience' | 'experienced';
export type Budget = 'minimal' | 'moderate' | 'comfortable';
export type Hemisphere = 'north' | 'south';

export interface PlanAnswers {
  location: string;
  experience: Experience | '';
  crops: string[];
  budget: Budget | '';
  timePerWeek: number | null;
  /** Optional: the average last spring frost, YYYY-MM-DD. */
  lastFrostDate: string;
  /** 1-12 as text, or empty. */
  lastFrostMonth: string;
  /** Optional, used when no date is given. */
  hemisphere: Hemisphere | '';
}

export interface PlanTask {
  date: string;
  minutes: number;
  kind: string;
  crop: string | null;
  text: string;
}

export interface WeekPlan {
  week: number;
  title: string;
  startDate: string;
  endDate: string;
  minutes: number;
  tasks: string[];
  dexterTips: string[];
  schedule: PlanTask[];
}

export interface CropPlan {
  group: string;
  groupLabel: string;
  slug: string;
  name: string;
  method: 'direct' | 'transplant' | 'buy-plants';
  squareFeet: number;
  plants: number;
  bedCapacity: number;
  plantsPerSquareFoot: number;
  inRowInches: number;
  betweenRowsInches: number;
  sowingDepthInches: number | null;
  seeds: number;
  seedToBuy: string;
  daysToMaturity: string;
  waterGallonsPerWeek: number;
  timing: string;
  successionDays: number | null;
  container: string | null;
  harvest: string;
}

/** `POST /api/generate-farm-plan` and `GET /api/farm-plans/{id}`. */
export interface FarmPlan {
  id: string;
  createdAt: string;
  location: string;
  experience: Experience;
  crops: string[];
  budget: Budget;
  timePerWeek: number;
  customMessage: string;
  weeklyPlans: WeekPlan[];
  season: { lastFrostDate: string; firstFallFrostDate: string; hemisphere: Hemisphere; source: string; note: string };
  cropPlans: CropPlan[];
  laterGroups: { group: string; label: string; crop: string; note: string }[];
  beds: number;
  supplies: string[];
  startDate: string;
  links: { share: string; text: string; calendar: string; print: string };
}

/** `GET /api/admin/farm-plans/stats`. */
export interface FarmPlanStats {
  total: number;
  kept: number;
  byCropGroup: { slug: string; label: string; count: number }[];
  byExperience: Record<string, number>;
  byBudget: Record<string, number>;
  byTimePerWeek: Record<string, number>;
}
