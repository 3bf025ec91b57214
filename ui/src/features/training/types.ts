/**
 * The training API's shapes (/tmp/training-api.md, seed 002 §3): the Training Center's tasks,
 * sessions, tests, corrections and instructions, and the scheduler's config, metrics and
 * assessments. All JSON is camelCase; dates are RFC 3339 strings.
 */

/** One of the daily training tasks (`GET /api/dexter/daily-tasks`). */
export interface DailyTask {
  id: string;
  title: string;
  category: string;
  instruction: string;
  expectedBehavior: string;
}

/** How one task of a daily run went. */
export interface DailyTaskResult {
  taskId: string;
  title: string;
  passed: boolean;
  response: string;
  emotion: string;
}

/** `POST /api/dexter/daily-training`. */
export interface DailyTrainingResponse {
  success: boolean;
  results: DailyTaskResult[];
}

/** The behaviour rule a custom instruction became. */
export interface TrainingRule {
  id: number;
  kind: string;
  summary: string;
  /** False: the rule takes effect only when an LLM is configured. */
  appliesWithoutLlm: boolean;
}

/** `POST /api/dexter/train`. */
export interface TrainPayload {
  taskId?: string | null;
  instruction: string;
  expectedResponse?: string;
}

export interface TrainResponse {
  success: boolean;
  sessionId: string;
  response: string;
  emotion: string;
  rule: TrainingRule;
}

/** `POST /api/dexter/test`. */
export interface TestPayload {
  scenario: string;
  expectedBehavior?: string;
}

/** One test result (`POST /api/dexter/test`, `GET /api/dexter/test-results`). */
export interface TestResult {
  scenario: string;
  expectedBehavior: string;
  actualResponse: string;
  emotion: string;
  sessionId: string;
}

/** `POST /api/dexter/correct`: a session's, a visitor conversation's or a general correction. */
export interface CorrectionPayload {
  sessionId?: string;
  conversationId?: number;
  /** Required for a general correction (no session, no conversation). */
  question?: string;
  incorrectResponse?: string;
  correctionMessage: string;
  reinforcement?: string;
}

/** Where a stored correction came from. */
export type CorrectionSource = 'session' | 'conversation' | 'general';

/** An approved answer (`GET /api/dexter/corrections`). */
export interface Correction {
  id: number;
  question: string;
  answer: string;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
  source: CorrectionSource;
}

export interface CorrectResponse {
  success: boolean;
  /** True when an existing correction for a close question was updated instead of a new one stored. */
  updated: boolean;
  correction: Correction;
}

/** `PUT /api/dexter/corrections/{id}`. */
export interface CorrectionUpdate {
  question?: string;
  answer?: string;
  enabled?: boolean;
}

/** `POST /api/dexter/reinforce`. */
export interface ReinforcePayload {
  goodResponse: string;
  reinforcementMessage?: string;
  sessionId?: string;
}

/** A behaviour rule from Custom or Bulk Training (`GET /api/dexter/instructions`). */
export interface Instruction {
  id: number;
  text: string;
  kind: string;
  summary: string;
  appliesWithoutLlm: boolean;
  active: boolean;
  createdAt: string;
}

/** One entry of `GET /api/dexter/training-history`, newest first. */
export interface HistoryEntry {
  id: number;
  taskType: string;
  date: string;
  instructions: string;
  actualResponse: string;
  correctionNeeded: boolean;
  correctionMessage: string | null;
  reinforcement: string | null;
  passed: boolean | null;
  outcome: string | null;
  endedAt: string | null;
}

/** How often continuous monitoring runs an assessment (seed 002 §9). */
export type TrainingIntensity = 'light' | 'moderate' | 'intensive' | 'bulk';

/** The scheduler's stored settings (seed 002 §3). */
export interface SchedulerConfig {
  enabled: boolean;
  /** "HH:MM", in the server's time zone. */
  dailyTrainingTime: string;
  continuousMonitoring: boolean;
  bulkTrainingEnabled: boolean;
  trainingIntensity: TrainingIntensity;
  adaptiveTraining: boolean;
}

/** The four scores, 0–10 with one decimal. */
export interface MetricScores {
  responseQuality: number;
  memoryRetention: number;
  featureSuggestions: number;
  conversationalFlow: number;
}

export type MetricKey = keyof MetricScores;

export interface Metrics extends MetricScores {
  lastAssessment: string;
}

/** `GET /api/dexter/scheduler/status`. */
export interface SchedulerStatus {
  config: SchedulerConfig;
  /** Null before the first assessment. */
  metrics: Metrics | null;
  nextRuns: { dailyTraining: string | null; assessment: string | null };
}

/** One of the 8 behavioural instructions bulk training sends. */
export interface BulkInstruction {
  title: string;
  instruction: string;
}

/** One stored assessment (`GET /api/dexter/assessments`, oldest first). */
export interface Assessment extends MetricScores {
  at: string;
  questions: number;
  corrections: number;
}
