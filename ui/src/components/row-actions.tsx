/**
 * The Edit and Delete buttons of one row in an admin list, labelled with the row's name so a
 * screen reader tells the rows apart. Delete is disabled while that row is being deleted.
 */
export function RowActions({
  name,
  deleting,
  onEdit,
  onDelete,
}: {
  name: string;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="btn-row">
      <button type="button" className="btn btn--secondary" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </button>
      <button type="button" className="btn btn--danger" aria-label={`Delete ${name}`} disabled={deleting} onClick={onDelete}>
        Delete
      </button>
    </div>
  );
}
