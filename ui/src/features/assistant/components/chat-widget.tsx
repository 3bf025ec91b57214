import { Fragment, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { askAssistant } from '../api/send-message';
import { MOODS, emotionFromText } from '../utils/emotion';
import type { ChatMessage, Emotion } from '../types';
import { ReplyRating } from './reply-rating';
import './chat-widget.css';

export const ASSISTANT_NAME = 'Dexter Jr.';
export const GREETING = "Hi there, I'm Dexter Jr., your community farm assistant! What are you growing, or hoping to grow?";
/** The longest message the server accepts. */
export const MAX_MESSAGE_CHARS = 2000;

/** The four quick buttons (seed 000 §2); Grant Writing sends a full grant-help prompt. */
export const QUICK_PROMPTS = [
  {
    label: 'Grant Writing',
    prompt:
      'I need help writing a grant for our community farm project. Can you walk me through what reviewers look for: the need statement, goals and measurable objectives, the budget and how we will evaluate results?',
  },
  { label: 'Weather Help', prompt: 'How should I plan my garden around frost, heat and rain this season?' },
  { label: 'Community Gardens', prompt: 'How do we start a community garden in our neighborhood?' },
  { label: 'Crop Planning', prompt: 'How should I plan which crops to plant and when?' },
] as const;

/**
 * The farm assistant chat (seed 000 §2, §4): a 24rem message list with the greeting, an input
 * with Send, and four quick buttons. While a reply is pending the input and buttons are
 * disabled and a typing indicator shows; replies are announced to screen readers. A reply the
 * server stored can be rated thumbs up or down, once.
 */
export default function ChatWidget({ autoFocus = false }: { autoFocus?: boolean }) {
  const [messages, setMessages] = useState<ChatMessage[]>([{ id: 0, type: 'bot', text: GREETING }]);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const [mood, setMood] = useState<Emotion>('neutral');
  const nextId = useRef(1);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (list && messages.length > 1) list.scrollTop = list.scrollHeight;
  }, [messages, pending]);

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  async function send(text: string) {
    const message = text.trim();
    if (!message || pending) return;
    setMood(emotionFromText(message));
    setMessages((list) => [...list, { id: nextId.current++, type: 'user', text: message }]);
    setInput('');
    setPending(true);
    const reply = await askAssistant(message);
    setMessages((list) => [
      ...list,
      { id: nextId.current++, type: 'bot', text: reply.response, conversationId: reply.conversationId },
    ]);
    setMood(reply.emotion);
    setPending(false);
    requestAnimationFrame(() => inputRef.current?.focus());
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send(input);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send(input);
    }
  }

  const face = MOODS[mood];
  return (
    <div className="chat" data-mood={mood}>
      <div className="chat__head">
        <span className="chat__face" aria-hidden="true">
          {face.face}
        </span>
        <div>
          <p className="chat__name">{ASSISTANT_NAME}</p>
          <p className="chat__mood">
            <span className="visually-hidden">Mood: </span>
            {face.label}
          </p>
        </div>
      </div>
      <div ref={listRef} className="chat__list" role="log" aria-live="polite" aria-label={`Conversation with ${ASSISTANT_NAME}`}>
        {messages.map((m) => (
          <Fragment key={m.id}>
            <div className={`chat__msg chat__msg--${m.type}`}>
              <span className="visually-hidden">{m.type === 'bot' ? `${ASSISTANT_NAME}: ` : 'You: '}</span>
              {m.text}
            </div>
            {m.type === 'bot' && m.conversationId !== undefined && <ReplyRating conversationId={m.conversationId} />}
          </Fragment>
        ))}
        {pending && (
          <div className="chat__msg chat__msg--bot chat__typing" role="status">
            <span className="visually-hidden">{ASSISTANT_NAME} is typing…</span>
            <span className="chat__dot" aria-hidden="true" />
            <span className="chat__dot" aria-hidden="true" />
            <span className="chat__dot" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="chat__quick" role="group" aria-label="Quick questions">
        {QUICK_PROMPTS.map((q) => (
          <button key={q.label} type="button" className="chat__chip" disabled={pending} onClick={() => void send(q.prompt)}>
            {q.label}
          </button>
        ))}
      </div>
      <form className="chat__form" onSubmit={onSubmit}>
        <label htmlFor="chat-input" className="visually-hidden">
          Ask {ASSISTANT_NAME} a question
        </label>
        <input
          id="chat-input"
          ref={inputRef}
          className="input chat__input"
          value={input}
          maxLength={MAX_MESSAGE_CHARS}
          placeholder="Ask about soil, planting, grants…"
          autoComplete="off"
          disabled={pending}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="btn btn--primary" disabled={pending || !input.trim()}>
          Send
        </button>
      </form>
    </div>
  );
}
