import { useLayoutEffect, useRef, type RefObject } from 'react';
import { quizKeyCommand } from '../utils/quiz-keys';

export interface QuizKeyHandlers {
  /** Chooses option `answer` (0–3); returns whether the choice was taken. */
  choose: (answer: number) => boolean;
  /** Whether Next (or Finish Quiz) is allowed now. */
  canGoNext: boolean;
  next: () => void;
}

/**
 * Keys 1–4 and Enter on the question screen while `active` (see `quizKeyCommand` for the keys
 * left alone), when the focus is in the quiz (`root`) or nowhere in particular: a key pressed
 * on the header's menu or the chat launcher is not an answer. The handlers are read when a key
 * is pressed, so the listener is added once per question screen.
 */
export function useQuizKeys(active: boolean, root: RefObject<HTMLElement | null>, handlers: QuizKeyHandlers) {
  const latest = useRef(handlers);
  // NOTE: layout effects, so a key pressed right after a screen shows already meets its handlers
  // (a judgement arrives from a fetch, whose passive effects may run a frame later).
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  useLayoutEffect(() => {
    if (!active) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented) return;
      const target = event.target instanceof Node ? event.target : null;
      if (target && target !== document.body && !root.current?.contains(target)) return;
      const command = quizKeyCommand(event);
      if (!command) return;
      const { choose, canGoNext, next } = latest.current;
      if (command.type === 'choose') {
        if (choose(command.answer)) event.preventDefault();
      } else if (canGoNext) {
        // Also keeps Enter on a focused (locked) option from pressing it.
        event.preventDefault();
        next();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
