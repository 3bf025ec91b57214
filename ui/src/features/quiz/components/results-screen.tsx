import type { Ref } from 'react';
import type { QuizModule } from '../types';
import { MAX_STARS, resultMessage, starRating, starsLabel } from '../utils/quiz-result';
import type { QuizState } from '../utils/quiz-state';

type ResultsState = Extract<QuizState, { view: 'results' }>;

export interface ResultsScreenProps {
  module: QuizModule;
  state: ResultsState;
  onTryAnother: () => void;
  onRetake: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The results (seed 000 §2): score, message, stars, the answers to look back on, and what next. */
export function ResultsScreen({ module, state, onTryAnother, onRetake, headingRef }: ResultsScreenProps) {
  const { score, questionCount, answers } = state;
  const stars = starRating(score, questionCount);
  return (
    <div className="simple-quiz-results">
      <div className="simple-quiz-results__summary">
        <p className="eyebrow">{module.title} · Quiz complete</p>
        <h2 ref={headingRef} tabIndex={-1} className="simple-quiz__focus">
          You scored {score} out of {questionCount}
        </h2>
        <p className="simple-quiz-results__message">{resultMessage(score, questionCount)}</p>
        <p className="simple-quiz-stars" role="img" aria-label={starsLabel(stars)}>
          {Array.from({ length: MAX_STARS }, (_, i) => (
            <span key={i} className={i < stars ? 'simple-quiz-stars__star simple-quiz-stars__star--on' : 'simple-quiz-stars__star'} aria-hidden="true">
              ★
            </span>
          ))}
        </p>
        <div className="btn-row simple-quiz-results__actions">
          <button type="button" className="btn btn--secondary" onClick={onTryAnother}>
            Try Another Quiz
          </button>
          <button type="button" className="btn btn--primary" onClick={onRetake}>
            Retake This Quiz
          </button>
        </div>
      </div>

      <h3>Your answers</h3>
      <ol className="simple-quiz-review">
        {answers.map((a) => {
          const question = module.questions[a.questionIndex];
          if (!question) return null;
          return (
            <li key={a.questionIndex} className={`simple-quiz-review__item simple-quiz-review__item--${a.isCorrect ? 'right' : 'wrong'}`}>
              <p className="simple-quiz-review__question">{question.question}</p>
              <p>
                <span aria-hidden="true">{a.isCorrect ? '✓ ' : '✗ '}</span>
                Your answer: {question.options[a.selectedAnswer]}
                <span className="visually-hidden">{a.isCorrect ? ' (right)' : ' (wrong)'}</span>
              </p>
              {!a.isCorrect && <p>Right answer: {question.options[a.correct]}</p>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
