import type { Emotion } from '../types';

/** The mood shown while the assistant reads a message: set from keywords in it (seed 000 §4). */
export function emotionFromText(text: string): Emotion {
  const lower = text.toLowerCase();
  const has = (words: string[]) => words.some((w) => lower.includes(w));
  if (has(['we won', 'got the grant', 'harvested', 'celebrat', 'yay', 'hooray'])) return 'celebrating';
  if (has(['thank', 'awesome', 'love ', 'helpful'])) return 'happy';
  if (has(['died', 'dying', 'dead', 'failed', 'ruined', 'sad', 'wilting'])) return 'sad';
  if (has(['wow', 'no way', 'amazing'])) return 'surprised';
  return 'thinking';
}

/** How each mood is shown next to the assistant's name. */
export const MOODS: Record<Emotion, { face: string; label: string }> = {
  happy: { face: '😊', label: 'happy' },
  sad: { face: '🥺', label: 'sympathetic' },
  thinking: { face: '🤔', label: 'thinking' },
  surprised: { face: '😮', label: 'surprised' },
  celebrating: { face: '🎉', label: 'celebrating' },
  neutral: { face: '🙂', label: 'ready to help' },
};

const EMOTIONS = new Set<Emotion>(['happy', 'sad', 'thinking', 'surprised', 'celebrating', 'neutral']);

/** A label from the server, or neutral for anything unexpected. */
export function toEmotion(value: unknown): Emotion {
  return typeof value === 'string' && EMOTIONS.has(value as Emotion) ? (value as Emotion) : 'neutral';
}
