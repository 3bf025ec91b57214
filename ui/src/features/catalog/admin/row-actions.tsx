type RowActionsProps = {
  /** What the buttons act on, for their accessible names ("Edit Seeds of Change"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** True while this row's delete request is running. */
  deleting: boolean;
};

/** The Edit and Delete buttons of a product or category row. */
export function RowActions({ name, onEdit, onDelete, deleting }: RowActionsProps) {
  return (
    <div className="admin-product__actions">
      <button type="button" className="btn btn--secondary" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </button>
      <button type="button" className="btn btn--danger" aria-label={`Delete ${name}`} disabled={deleting} onClick={onDelete}>
        Delete
      </button>
    </div>
  );
}
