import { describe, expect, it } from 'vitest';
import { correctionLinkState, draftForConversation, readCorrectionPrefill } from './correction-link';

describe('the correction link from conversation review', () => {
  const prefill = { conversationId: 7, question: 'Why are my leaves yellow?', incorrectResponse: 'Water more.' };

  it('round-trips through the router state', () => {
    expect(readCorrectionPrefill(correctionLinkState(prefill))).toEqual(prefill);
  });

  it('ignores a missing or foreign state', () => {
    expect(readCorrectionPrefill(null)).toBeNull();
    expect(readCorrectionPrefill('x')).toBeNull();
    expect(readCorrectionPrefill({ other: 1 })).toBeNull();
    expect(readCorrectionPrefill({ trainingCorrection: { conversationId: '7' } })).toBeNull();
    expect(readCorrectionPrefill({ trainingCorrection: { conversationId: 1.5 } })).toBeNull();
  });

  it('fills the Corrections form with the conversation, its question and the reply', () => {
    expect(draftForConversation(prefill)).toEqual({
      sessionId: '',
      conversationId: 7,
      question: 'Why are my leaves yellow?',
      incorrectResponse: 'Water more.',
      correctionMessage: '',
      reinforcement: '',
    });
  });
});
