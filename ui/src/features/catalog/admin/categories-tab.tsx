import { useState, type FormEvent } from 'react';
import { toast } from '@/app/toast/use-toast';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api';
import { QueryState } from '@/components/query-state';
import type { Category } from '../types';
import { useCreateCategory, useDeleteCategory, useUpdateCategory } from './api/category-mutations';
import { useAdminCategories } from './api/get-admin-categories';
import { RowActions } from './row-actions';
import '@/components/admin.css';
import './catalog-admin.css';

export const DELETE_CATEGORY_CONFIRM = 'Are you sure you want to delete this category?';

/** Categories with their product counts: create, edit in place, delete. */
export function CategoriesTab() {
  const categories = useAdminCategories();
  const create = useCreateCategory();
  const remove = useDeleteCategory();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [editingId, setEditingId] = useState<number | null>(null);

  function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('Enter a category name.');
      return;
    }
    setNameError(undefined);
    create.mutate(
      { name: name.trim(), description: description.trim() },
      {
        onSuccess: (saved) => {
          toast({ title: 'Category created successfully', description: `${saved.name} was added.` });
          setName('');
          setDescription('');
        },
        onError: (err) => toast({ title: 'Failed to create category', description: errorMessage(err), variant: 'destructive' }),
      },
    );
  }

  function onDelete(category: Category) {
    if (!window.confirm(DELETE_CATEGORY_CONFIRM)) return;
    remove.mutate(category.id, {
      onSuccess: () => toast({ title: 'Category deleted successfully', description: `${category.name} was removed.` }),
      onError: (err) => toast({ title: 'Failed to delete category', description: errorMessage(err), variant: 'destructive' }),
    });
  }

  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title">Categories</h2>
      <form className="card form category-form" onSubmit={onCreate} noValidate aria-label="New category">
        <TextField id="category-name" label="Name" value={name} onValueChange={setName} error={nameError} />
        <TextField id="category-description" label="Description" value={description} onValueChange={setDescription} />
        <div>
          <button type="submit" className="btn btn--primary" disabled={create.isPending}>
            {create.isPending ? 'Adding…' : 'Add Category'}
          </button>
        </div>
      </form>

      <QueryState query={categories} what="categories">
        {(list) =>
          list.length === 0 ? (
            <p className="admin-empty">No categories yet.</p>
          ) : (
            <ul className="admin-category-list">
              {list.map((category) => (
                <li key={category.id} className="card admin-category">
                  {editingId === category.id ? (
                    <CategoryEditor category={category} onDone={() => setEditingId(null)} />
                  ) : (
                    <>
                      <div>
                        <h3>{category.name}</h3>
                        {category.description && <p>{category.description}</p>}
                        <p className="admin-muted">
                          {category.productCount} {category.productCount === 1 ? 'product' : 'products'}
                        </p>
                      </div>
                      <RowActions
                        name={category.name}
                        onEdit={() => setEditingId(category.id)}
                        onDelete={() => onDelete(category)}
                        deleting={remove.isPending && remove.variables === category.id}
                      />
                    </>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

function CategoryEditor({ category, onDone }: { category: Category; onDone: () => void }) {
  const update = useUpdateCategory();
  const [name, setName] = useState(category.name);
  const [description, setDescription] = useState(category.description);
  const [nameError, setNameError] = useState<string>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('Enter a category name.');
      return;
    }
    update.mutate(
      { id: category.id, payload: { name: name.trim(), description: description.trim() } },
      {
        onSuccess: (saved) => {
          toast({ title: 'Category updated successfully', description: `${saved.name} was saved.` });
          onDone();
        },
        onError: (err) => toast({ title: 'Failed to update category', description: errorMessage(err), variant: 'destructive' }),
      },
    );
  }

  return (
    <form className="form category-editor" onSubmit={onSubmit} noValidate aria-label={`Edit ${category.name}`}>
      <TextField id={`category-${category.id}-name`} label="Name" value={name} onValueChange={setName} error={nameError} autoFocus />
      <TextField id={`category-${category.id}-description`} label="Description" value={description} onValueChange={setDescription} />
      <div className="btn-row">
        <button type="submit" className="btn btn--primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
