/** What a key press asks of the question screen. */
export type QuizKeyCommand = { type: 'choose'; answer: number } | { type: 'next' };

/** The parts of a keyboard event the quiz looks at. */
export interface QuizKeyEvent {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  repeat: boolean;
  target: EventTarget | null;
}

/** Whether `target` takes typed text (an enrol email field, a search box…), where keys are the visitor's own. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    // Buttons, checkboxes and radios take no text; every other input does.
    return !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image'].includes(target.type);
  }
  return false;
}

/** Marks the option buttons, on which Enter goes Next (once judged) rather than pressing them again. */
export const OPTION_ATTRIBUTE = 'data-simple-quiz-option';

/** Whether Enter on `target` already means something of its own: pressing a button, following a link. */
function isOwnEnterTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const control = target.closest('a[href], button, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"]');
  return control !== null && !control.hasAttribute(OPTION_ATTRIBUTE);
}

/**
 * Keys 1–4 choose an option and Enter goes to the next question; nothing while typing in a
 * field, with a modifier held (browser and screen-reader shortcuts) or on key repeat. Enter on a
 * focused option counts too; the caller lets it press the option while none is judged yet.
 */
export function quizKeyCommand(event: QuizKeyEvent): QuizKeyCommand | null {
  if (event.ctrlKey || event.altKey || event.metaKey || event.shiftKey || event.repeat) return null;
  if (isTypingTarget(event.target)) return null;
  if (/^[1-4]$/.test(event.key)) return { type: 'choose', answer: Number(event.key) - 1 };
  // NOTE: Enter on Exit Quiz, Next itself or a link keeps its own meaning (one action, not two).
  if (event.key === 'Enter' && !isOwnEnterTarget(event.target)) return { type: 'next' };
  return null;
}
