import type { CSSProperties, Ref } from 'react';
import type { QuizModule } from '../types';
import { gradient } from '../utils/gradient';

export interface ModuleListProps {
  modules: QuizModule[];
  onStart: (module: QuizModule) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The module list (seed 000 §2): each module with its teaching note and a Start button. */
export function ModuleList({ modules, onStart, headingRef }: ModuleListProps) {
  return (
    <>
      <h2 id="simple-quiz-modules-title" ref={headingRef} tabIndex={-1} className="simple-quiz__focus">
        Choose a quiz
      </h2>
      <p className="simple-quiz__intro">
        Each quiz has ten questions. Choose an answer to see whether it is right and why, then go on to the next
        one. On a keyboard, press 1 to 4 to choose and Enter to go on.
      </p>
      {modules.length === 0 ? (
        <p className="card__status">No quizzes are available right now. Please check back soon.</p>
      ) : (
        <ul className="simple-quiz-modules" aria-labelledby="simple-quiz-modules-title">
          {modules.map((module) => (
            <li key={module.id}>
              <ModuleCard module={module} onStart={onStart} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ModuleCard({ module, onStart }: { module: QuizModule; onStart: (module: QuizModule) => void }) {
  const titleId = `simple-quiz-module-${module.id}`;
  const count = module.questions.length;
  return (
    <article className="simple-quiz-card" aria-labelledby={titleId}>
      <div className="simple-quiz-card__band" style={{ '--simple-quiz-gradient': gradient(module.colors) } as CSSProperties}>
        <h3 id={titleId}>{module.title}</h3>
        <p className="simple-quiz-card__count">
          {count} {count === 1 ? 'question' : 'questions'}
        </p>
      </div>
      <div className="simple-quiz-card__body">
        <p>{module.description}</p>
        <div className="simple-quiz-card__note">
          <p className="simple-quiz-card__note-title">{module.infoSection.title}</p>
          <p>{module.infoSection.content}</p>
        </div>
        <button
          type="button"
          className="btn btn--primary simple-quiz-card__start"
          onClick={() => onStart(module)}
          disabled={count === 0}
        >
          Start <span className="visually-hidden">{module.title}</span>
        </button>
      </div>
    </article>
  );
}
