import { toast } from '@/app/toast/use-toast';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useInstructions } from '../api/get-training-center';
import { useDeleteInstruction, useSetInstructionActive, useTrainingBusy } from '../api/training-mutations';
import type { Instruction } from '../types';

export const DELETE_INSTRUCTION_CONFIRM = 'Delete this instruction? Dexter Jr. will stop following it.';

/** The behaviour rules from Custom and Bulk Training: deactivate (or reactivate) and delete each. */
export function InstructionList() {
  const instructions = useInstructions();
  return (
    <section className="training-subsection" aria-labelledby="instructions-title">
      <h3 id="instructions-title">Instructions</h3>
      <QueryState query={instructions} what="instructions">
        {(list) =>
          list.length === 0 ? (
            <p className="admin-empty">No instructions yet. Send one from Custom Training.</p>
          ) : (
            <ul className="training-list" aria-label="Instructions">
              {list.map((instruction) => (
                <InstructionItem key={instruction.id} instruction={instruction} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

function InstructionItem({ instruction }: { instruction: Instruction }) {
  const setActive = useSetInstructionActive();
  const remove = useDeleteInstruction();
  const busy = useTrainingBusy();
  const name = `the instruction “${instruction.text}”`;

  function onToggle() {
    setActive.mutate(
      { id: instruction.id, active: !instruction.active },
      {
        onSuccess: (saved) => toast({ title: saved.active ? 'Instruction activated' : 'Instruction deactivated' }),
        onError: (err) => toast({ title: 'Could not change the instruction', description: errorMessage(err), variant: 'destructive' }),
      },
    );
  }

  function onDelete() {
    if (!window.confirm(DELETE_INSTRUCTION_CONFIRM)) return;
    remove.mutate(instruction.id, {
      onSuccess: () => toast({ title: 'Instruction deleted' }),
      onError: (err) => toast({ title: 'Could not delete the instruction', description: errorMessage(err), variant: 'destructive' }),
    });
  }

  return (
    <li className={`card training-item${instruction.active ? '' : ' training-item--off'}`}>
      <p className="training-item__head">
        <strong>{instruction.text}</strong>
        <span className={`badge badge--${instruction.active ? 'active' : 'neutral'}`}>{instruction.active ? 'Active' : 'Inactive'}</span>
        <span className="badge">{instruction.kind}</span>
      </p>
      <p>{instruction.summary}</p>
      {!instruction.appliesWithoutLlm && <p className="admin-muted">Takes effect only when an LLM is connected.</p>}
      <p className="admin-muted">
        Added <time dateTime={instruction.createdAt}>{formatDate(instruction.createdAt)}</time>
      </p>
      <div className="btn-row">
        <button
          type="button"
          className="btn btn--secondary"
          aria-label={`${instruction.active ? 'Deactivate' : 'Activate'} ${name}`}
          disabled={busy}
          onClick={onToggle}
        >
          {instruction.active ? 'Deactivate' : 'Activate'}
        </button>
        <button type="button" className="btn btn--danger" aria-label={`Delete ${name}`} disabled={busy} onClick={onDelete}>
          Delete
        </button>
      </div>
    </li>
  );
}
