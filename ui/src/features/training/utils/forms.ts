/**
 * The Training Center's forms (seed 002 §5): what makes each one sendable and the request it
 * sends. Blank optional fields are left out; text is trimmed.
 */
import type { CorrectionPayload, TestPayload, TestResult, TrainPayload } from '../types';

/** The test results list keeps this many, newest first (seed 002 §9). */
export const TEST_RESULTS_KEPT = 5;

/** True when `text` has something besides white space. */
export function isFilled(text: string | null | undefined): boolean {
  return typeof text === 'string' && text.trim() !== '';
}

/** Custom Training: the instruction is required, the expected response optional. */
export function canSendInstruction(instruction: string): boolean {
  return isFilled(instruction);
}

export function buildTrainPayload(values: { instruction: string; expectedResponse: string; taskId?: string | null }): TrainPayload {
  const payload: TrainPayload = { instruction: values.instruction.trim() };
  if (values.taskId) payload.taskId = values.taskId;
  if (isFilled(values.expectedResponse)) payload.expectedResponse = values.expectedResponse.trim();
  return payload;
}

/** Test & Evaluate: the scenario is required, the expected behaviour optional. */
export function canRunTest(scenario: string): boolean {
  return isFilled(scenario);
}

export function buildTestPayload(values: { scenario: string; expectedBehavior: string }): TestPayload {
  const payload: TestPayload = { scenario: values.scenario.trim() };
  if (isFilled(values.expectedBehavior)) payload.expectedBehavior = values.expectedBehavior.trim();
  return payload;
}

/** A new test result in front of the list, which keeps the newest five. */
export function withNewestResult(list: readonly TestResult[] | undefined, result: TestResult): TestResult[] {
  return [result, ...(list ?? []).filter((r) => r.sessionId !== result.sessionId)].slice(0, TEST_RESULTS_KEPT);
}

/** The Corrections form as typed. */
export interface CorrectionDraft {
  sessionId: string;
  /** Set when the correction comes from conversation review: the visitor conversation it corrects. */
  conversationId: number | null;
  /** The visitor's question (conversation review) or the question a general correction answers. */
  question: string;
  incorrectResponse: string;
  correctionMessage: string;
  reinforcement: string;
}

export const EMPTY_CORRECTION_DRAFT: CorrectionDraft = {
  sessionId: '',
  conversationId: null,
  question: '',
  incorrectResponse: '',
  correctionMessage: '',
  reinforcement: '',
};

/** What a correction corrects: a visitor conversation, a training session, or nothing in particular. */
export type CorrectionTarget = 'conversation' | 'session' | 'general';

export function correctionTarget(draft: CorrectionDraft): CorrectionTarget {
  if (draft.conversationId !== null) return 'conversation';
  return isFilled(draft.sessionId) ? 'session' : 'general';
}

/** The draft for "Send Correction" / "Needs Correction" on a training or test response. */
export function draftForSession(sessionId: string, incorrectResponse: string): CorrectionDraft {
  return { ...EMPTY_CORRECTION_DRAFT, sessionId, incorrectResponse };
}

/**
 * Why the form cannot be sent yet, or null when it can: the correction message is required,
 * and a general correction also needs the question it answers.
 */
export function correctionProblem(draft: CorrectionDraft): string | null {
  if (!isFilled(draft.correctionMessage)) return 'Enter the correction message.';
  if (correctionTarget(draft) === 'general' && !isFilled(draft.question)) {
    return 'A general correction needs the question it answers.';
  }
  return null;
}

export function canSendCorrection(draft: CorrectionDraft): boolean {
  return correctionProblem(draft) === null;
}

/**
 * The request for `POST /api/dexter/correct`, or null when the draft cannot be sent. A
 * conversation's correction names the conversation (the server knows its question); a
 * session's names the session; a general one carries its question.
 */
export function buildCorrectionPayload(draft: CorrectionDraft): CorrectionPayload | null {
  if (!canSendCorrection(draft)) return null;
  const payload: CorrectionPayload = { correctionMessage: draft.correctionMessage.trim() };
  const target = correctionTarget(draft);
  if (target === 'conversation') payload.conversationId = draft.conversationId!;
  else if (target === 'session') payload.sessionId = draft.sessionId.trim();
  else payload.question = draft.question.trim();
  if (isFilled(draft.incorrectResponse)) payload.incorrectResponse = draft.incorrectResponse.trim();
  if (isFilled(draft.reinforcement)) payload.reinforcement = draft.reinforcement.trim();
  return payload;
}

/** "Daily training completed! Executed N training tasks." (seed 002 §8). */
export function dailyTrainingMessage(executed: number): string {
  return `Daily training completed! Executed ${executed} training tasks.`;
}
