import { describe, expect, it } from 'vitest';
import type { TestResult } from '../types';
import {
  EMPTY_CORRECTION_DRAFT,
  buildCorrectionPayload,
  buildTestPayload,
  buildTrainPayload,
  canRunTest,
  canSendCorrection,
  canSendInstruction,
  correctionProblem,
  correctionTarget,
  dailyTrainingMessage,
  draftForSession,
  withNewestResult,
} from './forms';

describe('Custom Training and Test & Evaluate forms', () => {
  it('needs an instruction, or a scenario, with more than white space', () => {
    expect(canSendInstruction('')).toBe(false);
    expect(canSendInstruction('  \n\t ')).toBe(false);
    expect(canSendInstruction(' Mention the grant search ')).toBe(true);
    expect(canRunTest('   ')).toBe(false);
    expect(canRunTest('Ask about tomatoes')).toBe(true);
  });

  it('trims the texts and leaves a blank optional field out', () => {
    expect(buildTrainPayload({ instruction: '  Be brief. ', expectedResponse: '   ' })).toEqual({ instruction: 'Be brief.' });
    expect(buildTrainPayload({ instruction: 'Be brief.', expectedResponse: ' Short answers ', taskId: 'dt-3' })).toEqual({
      instruction: 'Be brief.',
      expectedResponse: 'Short answers',
      taskId: 'dt-3',
    });
    expect(buildTestPayload({ scenario: ' How deep do I plant garlic? ', expectedBehavior: '' })).toEqual({
      scenario: 'How deep do I plant garlic?',
    });
    expect(buildTestPayload({ scenario: 'Q', expectedBehavior: ' Mentions 2 inches ' })).toEqual({
      scenario: 'Q',
      expectedBehavior: 'Mentions 2 inches',
    });
  });

  it('keeps the five newest test results, the new one first', () => {
    const result = (n: number): TestResult => ({
      scenario: `S${n}`,
      expectedBehavior: '',
      actualResponse: `R${n}`,
      emotion: 'happy',
      sessionId: `s${n}`,
    });
    const list = [5, 4, 3, 2, 1].map(result);
    expect(withNewestResult(list, result(6)).map((r) => r.sessionId)).toEqual(['s6', 's5', 's4', 's3', 's2']);
    expect(withNewestResult(undefined, result(1)).map((r) => r.sessionId)).toEqual(['s1']);
    // The same result already fetched is not listed twice.
    expect(withNewestResult([result(2), result(1)], result(2)).map((r) => r.sessionId)).toEqual(['s2', 's1']);
  });

  it('words the daily training alert with the number of tasks', () => {
    expect(dailyTrainingMessage(20)).toBe('Daily training completed! Executed 20 training tasks.');
  });
});

describe('Corrections form', () => {
  it('needs a correction message', () => {
    const draft = draftForSession('sess-1', 'Wrong answer');
    expect(canSendCorrection(draft)).toBe(false);
    expect(correctionProblem({ ...draft, correctionMessage: '   ' })).toBe('Enter the correction message.');
    expect(canSendCorrection({ ...draft, correctionMessage: 'The right answer' })).toBe(true);
  });

  it('treats a blank session id as a general correction, which needs its question', () => {
    const draft = { ...EMPTY_CORRECTION_DRAFT, sessionId: '  ', correctionMessage: 'Plant garlic in October.' };
    expect(correctionTarget(draft)).toBe('general');
    expect(correctionProblem(draft)).toBe('A general correction needs the question it answers.');
    expect(buildCorrectionPayload(draft)).toBeNull();
    expect(buildCorrectionPayload({ ...draft, question: ' When do I plant garlic? ' })).toEqual({
      question: 'When do I plant garlic?',
      correctionMessage: 'Plant garlic in October.',
    });
  });

  it("sends a session's correction with its session id and the optional texts when given", () => {
    const draft = {
      ...draftForSession(' sess-1 ', ' Tomatoes love frost. '),
      correctionMessage: ' Tomatoes die in frost. ',
      reinforcement: ' Check the frost dates. ',
      question: 'ignored for a session',
    };
    expect(correctionTarget(draft)).toBe('session');
    expect(buildCorrectionPayload(draft)).toEqual({
      sessionId: 'sess-1',
      incorrectResponse: 'Tomatoes love frost.',
      correctionMessage: 'Tomatoes die in frost.',
      reinforcement: 'Check the frost dates.',
    });
  });

  it("sends a visitor conversation's correction with its conversation id, not a session id or question", () => {
    const draft = {
      ...EMPTY_CORRECTION_DRAFT,
      conversationId: 42,
      sessionId: '',
      question: 'Do rabbits eat kale?',
      incorrectResponse: 'No.',
      correctionMessage: 'Yes, fence your kale.',
    };
    expect(correctionTarget(draft)).toBe('conversation');
    expect(buildCorrectionPayload(draft)).toEqual({
      conversationId: 42,
      incorrectResponse: 'No.',
      correctionMessage: 'Yes, fence your kale.',
    });
  });
});
