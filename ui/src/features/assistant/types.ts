/** Emotion labels of the assistant (seed 000 §3); the widget's mood starts neutral. */
export type Emotion = 'happy' | 'sad' | 'thinking' | 'surprised' | 'celebrating' | 'neutral';

/** A chat message (seed 000 §3). */
export interface ChatMessage {
  id: number;
  type: 'user' | 'bot';
  text: string;
}

/** `POST /api/farmer-bean-response`. */
export interface AssistantReply {
  response: string;
  emotion: Emotion;
}
