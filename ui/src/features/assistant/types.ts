/** Emotion labels of the assistant (seed 000 §3); the widget's mood starts neutral. */
export type Emotion = 'happy' | 'sad' | 'thinking' | 'surprised' | 'celebrating' | 'neutral';

/** A chat message (seed 000 §3). */
export interface ChatMessage {
  id: number;
  type: 'user' | 'bot';
  text: string;
  /** The stored conversation a server reply belongs to; visitors can rate those. */
  conversationId?: number;
}

/** `POST /api/farmer-bean-response`. */
export interface AssistantReply {
  response: string;
  emotion: Emotion;
  /** Set when the server stored the exchange (absent for local fallback replies). */
  conversationId?: number;
}

/** A visitor's verdict on one reply. */
export type ReplyRating = 'up' | 'down';
