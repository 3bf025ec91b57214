import { describe, expect, it } from 'vitest';
import { OPTION_ATTRIBUTE, quizKeyCommand, type QuizKeyEvent } from './quiz-keys';

function press(key: string, target: EventTarget | null = document.body, mods: Partial<QuizKeyEvent> = {}) {
  return quizKeyCommand({ key, ctrlKey: false, altKey: false, metaKey: false, shiftKey: false, repeat: false, target, ...mods });
}

function element(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild as HTMLElement;
}

describe('quizKeyCommand', () => {
  it('chooses options 1–4 and goes Next on Enter', () => {
    expect(press('1')).toEqual({ type: 'choose', answer: 0 });
    expect(press('4')).toEqual({ type: 'choose', answer: 3 });
    expect(press('Enter')).toEqual({ type: 'next' });
    expect(press('5')).toBeNull();
    expect(press('0')).toBeNull();
    expect(press('a')).toBeNull();
  });

  it('leaves keys alone with a modifier held or on key repeat', () => {
    for (const mod of ['ctrlKey', 'altKey', 'metaKey', 'shiftKey', 'repeat'] as const) {
      expect(press('2', document.body, { [mod]: true })).toBeNull();
      expect(press('Enter', document.body, { [mod]: true })).toBeNull();
    }
  });

  it('leaves keys alone while typing in a field', () => {
    for (const html of ['<input type="email">', '<input>', '<textarea></textarea>', '<select></select>', '<div contenteditable="true"></div>']) {
      const field = element(html);
      if (html.includes('contenteditable')) Object.defineProperty(field, 'isContentEditable', { value: true });
      expect(press('1', field)).toBeNull();
      expect(press('Enter', field)).toBeNull();
    }
    expect(press('1', element('<input type="checkbox">'))).toEqual({ type: 'choose', answer: 0 });
  });

  it('lets Enter press a focused button or follow a link, except on an option', () => {
    expect(press('Enter', element('<button>Exit Quiz</button>'))).toBeNull();
    expect(press('Enter', element('<a href="/">Home</a>'))).toBeNull();
    expect(press('Enter', element('<button><span>inner</span></button>').firstElementChild)).toBeNull();
    expect(press('Enter', element(`<button ${OPTION_ATTRIBUTE}>Loam</button>`))).toEqual({ type: 'next' });
    // Numbers still choose from anywhere on the page.
    expect(press('3', element('<button>Exit Quiz</button>'))).toEqual({ type: 'choose', answer: 2 });
  });
});
