import { useLayoutEffect, useReducer, useRef } from 'react';
import { errorMessage } from '@/lib/api';
import { useAnswerQuestion, useQuizModules } from '../api/modules';
import { useQuizKeys } from '../hooks/use-quiz-keys';
import type { QuizModule } from '../types';
import { canChoose, canGoNext, initialQuizState, quizReducer } from '../utils/quiz-state';
import { ModuleList } from './module-list';
import { QuestionScreen } from './question-screen';
import { ResultsScreen } from './results-screen';
import './simple-quiz.css';

/**
 * The Simple Farming Quiz of /courses (seed 000 §2, §4): the module list, one question at a
 * time judged by the server with its explanation, then the results. The page's h1 is the
 * caller's; this renders from h2 down.
 */
export function SimpleQuiz() {
  const modules = useQuizModules();
  const answer = useAnswerQuestion();
  const [state, dispatch] = useReducer(quizReducer, initialQuizState);
  // The round whose answer is on its way: a second key press before the re-render sends nothing.
  const inFlight = useRef<number | null>(null);

  // Each new screen the visitor moves to brings focus to its heading, so keyboard and
  // screen-reader users start reading there; the first list shown takes no focus.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);
  const screenKey = `${state.view}:${state.round}:${state.view === 'question' ? state.index : ''}`;
  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus();
  }, [screenKey]);

  const current: QuizModule | undefined =
    state.view === 'list' ? undefined : modules.data?.find((m) => m.id === state.moduleId);

  function go(action: Parameters<typeof dispatch>[0]) {
    moveFocus.current = true;
    dispatch(action);
  }

  function choose(option: number): boolean {
    if (state.view !== 'question' || !canChoose(state, option) || inFlight.current === state.round) return false;
    const { round, moduleId, index } = state;
    inFlight.current = round;
    dispatch({ type: 'choose', answer: option });
    void answer
      .mutateAsync({ moduleId, questionIndex: index, answer: option })
      .then(
        (result) => dispatch({ type: 'judged', round, result }),
        (err: unknown) => dispatch({ type: 'failed', round, message: errorMessage(err) }),
      )
      .finally(() => {
        if (inFlight.current === round) inFlight.current = null;
      });
    return true;
  }

  const next = () => go({ type: 'next' });

  const rootRef = useRef<HTMLDivElement>(null);
  useQuizKeys(state.view === 'question' && current !== undefined, rootRef, {
    choose,
    canGoNext: canGoNext(state),
    next,
  });

  let body;
  if (modules.isPending) {
    body = (
      <div className="simple-quiz__status" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>Loading the quizzes…</span>
      </div>
    );
  } else if (modules.isError) {
    body = (
      <div className="alert simple-quiz__load-error">
        <p role="alert">The quizzes could not be loaded: {errorMessage(modules.error)}</p>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => void modules.refetch()}
          disabled={modules.isFetching}
        >
          {modules.isFetching ? 'Trying again…' : 'Try again'}
        </button>
      </div>
    );
  } else if (state.view === 'question' && current) {
    body = (
      <QuestionScreen
        module={current}
        state={state}
        onChoose={choose}
        onNext={next}
        onExit={() => go({ type: 'exit' })}
        headingRef={headingRef}
      />
    );
  } else if (state.view === 'results' && current) {
    body = (
      <ResultsScreen
        module={current}
        state={state}
        onTryAnother={() => go({ type: 'tryAnother' })}
        onRetake={() => go({ type: 'retake' })}
        headingRef={headingRef}
      />
    );
  } else {
    body = (
      <ModuleList
        modules={modules.data}
        onStart={(module) => go({ type: 'start', moduleId: module.id, questionCount: module.questions.length })}
        headingRef={headingRef}
      />
    );
  }

  return (
    <div ref={rootRef} className="container section simple-quiz">
      {body}
    </div>
  );
}
