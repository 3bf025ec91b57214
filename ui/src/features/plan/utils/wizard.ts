import type { Budget, Experience, PlanAnswers } from '../types';

/** Seed 001 §2 and §9: five steps, then the plan. */
export const STEP_COUNT = 5;

export const EXPERIENCE_OPTIONS: { value: Experience; label: string; hint: string }[] = [
  { value: 'beginner', label: 'Beginner', hint: 'New to growing food' },
  { value: 'some-experience', label: 'Some Experience', hint: 'A season or two behind you' },
  { value: 'experienced', label: 'Experienced', hint: 'You know your soil and seasons' },
];

/** The 8 crop groups, in the seed's order; the values are the API's slugs. */
export const CROP_OPTIONS: { value: string; label: string }[] = [
  { value: 'leafy-greens', label: 'Leafy Greens' },
  { value: 'tomatoes', label: 'Tomatoes' },
  { value: 'herbs', label: 'Herbs' },
  { value: 'peppers', label: 'Peppers' },
  { value: 'beans-and-peas', label: 'Beans and Peas' },
  { value: 'root-vegetables', label: 'Root Vegetables' },
  { value: 'flowers', label: 'Flowers' },
  { value: 'medicinal-plants', label: 'Medicinal Plants' },
];

export const BUDGET_OPTIONS: { value: Budget; label: string; range: string }[] = [
  { value: 'minimal', label: 'Minimal', range: '$0-50' },
  { value: 'moderate', label: 'Moderate', range: '$50-200' },
  { value: 'comfortable', label: 'Comfortable', range: '$200+' },
];

/** The seed's values and their hours bands. */
export const TIME_OPTIONS: { value: number; label: string }[] = [
  { value: 2, label: '2-3 hours' },
  { value: 5, label: '4-6 hours' },
  { value: 8, label: '7-10 hours' },
  { value: 12, label: '10+ hours' },
];

export const MAX_LOCATION_CHARS = 100;

export const EMPTY_ANSWERS: PlanAnswers = {
  location: '',
  experience: '',
  crops: [],
  budget: '',
  timePerWeek: null,
  lastFrostDate: '',
  lastFrostMonth: '',
  hemisphere: '',
};

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Seed 001 §5: Next stays disabled until the step is filled. */
export function stepFilled(step: number, answers: PlanAnswers): boolean {
  switch (step) {
    case 1:
      return answers.location.trim().length > 0 && !/[<>]/.test(answers.location);
    case 2:
      return answers.experience !== '';
    case 3:
      return answers.crops.length > 0;
    case 4:
      return answers.budget !== '';
    case 5:
      return answers.timePerWeek !== null;
    default:
      return false;
  }
}

/** "Step n of 5" and its percentage (step 1 shows 20 %). */
export function progress(step: number): { label: string; percent: number } {
  const n = Math.min(Math.max(step, 1), STEP_COUNT);
  return { label: `Step ${n} of ${STEP_COUNT}`, percent: Math.round((n / STEP_COUNT) * 100) };
}

/** Adds or removes a crop group, keeping the seed's order. */
export function toggleCrop(crops: string[], value: string): string[] {
  const next = crops.includes(value) ? crops.filter((c) => c !== value) : [...crops, value];
  return CROP_OPTIONS.map((o) => o.value).filter((v) => next.includes(v));
}

/** The request body: the seed's fields, the frost field only when given. */
export function requestBody(answers: PlanAnswers): Record<string, unknown> {
  const body: Record<string, unknown> = {
    location: answers.location.trim(),
    experience: answers.experience,
    crops: answers.crops,
    budget: answers.budget,
    timePerWeek: answers.timePerWeek,
  };
  // A whole date wins over a month (the server reads the date first too).
  if (answers.lastFrostDate) body.lastFrostDate = answers.lastFrostDate;
  else if (answers.lastFrostMonth) body.lastFrostMonth = Number(answers.lastFrostMonth);
  if (answers.hemisphere) body.hemisphere = answers.hemisphere;
  return body;
}

/** "about 1½ hours" style text for a week's minutes. */
export function hoursText(minutes: number): string {
  if (minutes < 60) return `about ${minutes} min`;
  const halves = Math.round(minutes / 30) / 2;
  return `about ${halves} ${halves === 1 ? 'hour' : 'hours'}`;
}
