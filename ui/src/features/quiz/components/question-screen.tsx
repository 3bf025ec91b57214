import { useId, type CSSProperties, type Ref } from 'react';
import type { QuizModule } from '../types';
import { gradient } from '../utils/gradient';
import { OPTION_ATTRIBUTE } from '../utils/quiz-keys';
import { canGoNext, isLastQuestion, type QuizState } from '../utils/quiz-state';

type QuestionState = Extract<QuizState, { view: 'question' }>;

export interface QuestionScreenProps {
  module: QuizModule;
  state: QuestionState;
  onChoose: (answer: number) => void;
  onNext: () => void;
  onExit: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * One question (seed 000 §2): its options, the server's judgement and explanation once one is
 * chosen, Next (Finish Quiz on the last) and Exit Quiz.
 */
export function QuestionScreen({ module, state, onChoose, onNext, onExit, headingRef }: QuestionScreenProps) {
  const ids = useId();
  const countId = `${ids}-count`;
  const questionId = `${ids}-question`;
  const hintId = `${ids}-hint`;
  const { index, questionCount, selected, pending, judgement, error, answers, score } = state;
  const question = module.questions[index];
  const locked = pending || judgement !== null;
  const last = isLastQuestion(state);
  const answered = answers.length;

  return (
    <div className="simple-quiz-play" style={{ '--simple-quiz-gradient': gradient(module.colors) } as CSSProperties}>
      <div className="simple-quiz-play__top">
        <h2 className="simple-quiz-play__module">{module.title}</h2>
        <p className="simple-quiz-play__score">
          Score: <strong>{score}</strong>
        </p>
      </div>
      <p id={countId} className="simple-quiz-play__count">
        Question {index + 1} of {questionCount}
      </p>
      <div
        className="simple-quiz-progress"
        role="progressbar"
        aria-label="Questions answered"
        aria-valuemin={0}
        aria-valuemax={questionCount}
        aria-valuenow={answered}
        aria-valuetext={`${answered} of ${questionCount} answered`}
      >
        <div className="simple-quiz-progress__fill" style={{ width: `${(answered / questionCount) * 100}%` }} />
      </div>

      <h3 id={questionId} ref={headingRef} tabIndex={-1} aria-describedby={countId} className="simple-quiz-play__question">
        {question.question}
      </h3>
      <div
        className="simple-quiz-options"
        role="group"
        aria-labelledby={questionId}
        aria-describedby={hintId}
        aria-busy={pending || undefined}
      >
        {question.options.map((option, i) => (
          <OptionButton
            key={i}
            number={i + 1}
            text={option}
            chosen={selected === i}
            locked={locked}
            checking={pending && selected === i}
            mark={judgement === null ? null : i === judgement.correct ? 'right' : i === judgement.selectedAnswer ? 'wrong' : null}
            onChoose={() => onChoose(i)}
          />
        ))}
      </div>
      <p id={hintId} className="simple-quiz-play__hint">
        Press <kbd>1</kbd>–<kbd>4</kbd> to choose an answer and <kbd>Enter</kbd> to go on.
      </p>

      {error && (
        <p className="alert simple-quiz-play__error" role="alert">
          Your answer could not be checked: {error} Please choose again.
        </p>
      )}

      <div className="simple-quiz-feedback" role="status">
        {judgement && (
          <div className={`simple-quiz-feedback__box simple-quiz-feedback__box--${judgement.isCorrect ? 'right' : 'wrong'}`}>
            <p className="simple-quiz-feedback__verdict">
              {judgement.isCorrect ? (
                <strong>Correct!</strong>
              ) : (
                <>
                  <strong>Not quite.</strong> The right answer is “{question.options[judgement.correct]}”.
                </>
              )}
            </p>
            <p>{judgement.explanation}</p>
          </div>
        )}
      </div>

      <div className="simple-quiz-play__actions">
        <button type="button" className="btn btn--secondary" onClick={onExit}>
          Exit Quiz
        </button>
        <button type="button" className="btn btn--primary" onClick={onNext} disabled={!canGoNext(state)}>
          {last ? 'Finish Quiz' : 'Next'}
        </button>
      </div>
    </div>
  );
}

interface OptionButtonProps {
  number: number;
  text: string;
  chosen: boolean;
  /** Judged or waiting for the server: no other choice is taken. */
  locked: boolean;
  checking: boolean;
  mark: 'right' | 'wrong' | null;
  onChoose: () => void;
}

function OptionButton({ number, text, chosen, locked, checking, mark, onChoose }: OptionButtonProps) {
  const classes = ['simple-quiz-option', chosen && 'simple-quiz-option--chosen', mark && `simple-quiz-option--${mark}`].filter(Boolean);
  return (
    <button
      type="button"
      className={classes.join(' ')}
      aria-pressed={chosen}
      // NOTE: aria-disabled, not disabled: a locked option keeps focus, so Enter on it still goes Next.
      aria-disabled={locked || undefined}
      aria-keyshortcuts={String(number)}
      {...{ [OPTION_ATTRIBUTE]: '' }}
      onClick={() => {
        if (!locked) onChoose();
      }}
    >
      <span className="simple-quiz-option__key" aria-hidden="true">
        {number}
      </span>
      <span className="simple-quiz-option__text">{text}</span>
      {checking && <OptionTag>Checking…</OptionTag>}
      {mark === 'right' && <OptionTag mark="right">Right answer</OptionTag>}
      {mark === 'wrong' && <OptionTag mark="wrong">Your answer</OptionTag>}
    </button>
  );
}

/** What an option's state is, in words (never colour alone), read after its text: "Soil, Right answer". */
function OptionTag({ mark, children }: { mark?: 'right' | 'wrong'; children: string }) {
  return (
    <span className={mark ? `simple-quiz-option__tag simple-quiz-option__tag--${mark}` : 'simple-quiz-option__tag'}>
      <span className="visually-hidden">,</span>{' '}
      {mark && <span aria-hidden="true">{mark === 'right' ? '✓ ' : '✗ '}</span>}
      {children}
    </span>
  );
}
