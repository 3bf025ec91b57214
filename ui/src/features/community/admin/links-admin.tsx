import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/app/toast/use-toast';
import { QueryState } from '@/components/query-state';
import { RowActions } from '@/components/row-actions';
import { TextAreaField, TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api';
import { RESOURCE_TYPES } from '../types';
import { useAdminLinks, useLinkMutations } from './api/community-admin';
import {
  EMPTY_LINK_FORM,
  buildLinkPayload,
  hasErrors,
  toLinkFormValues,
  validateLinkForm,
  type FormErrors,
  type LinkCollection,
  type LinkFormValues,
  type LinkItem,
} from './utils/community-forms';

/** The words each collection's screen uses. */
const TEXT: Record<LinkCollection, { heading: string; one: string; hint: string; empty: string }> = {
  videos: {
    heading: 'Videos',
    one: 'video',
    hint: 'One video is the video of the day, in turn. YouTube links play on the page (privacy-enhanced); other links open in a new tab.',
    empty: 'No videos yet. The hub says there is no video today until you add one.',
  },
  resources: {
    heading: 'Resources',
    one: 'resource',
    hint: 'Outside links for growers (funding, land, seeds, education, market, mentorship). They open in a new tab.',
    empty: 'No resources yet.',
  },
  'game-links': {
    heading: 'Game links',
    one: 'game link',
    hint: 'Outside farm games (such as seed matching or a weather challenge). They open in a new tab.',
    empty: 'No game links yet.',
  },
};

/** One of the tab's link collections: list, add, edit in place, delete. */
export function LinksAdmin({ collection }: { collection: LinkCollection }) {
  const text = TEXT[collection];
  const items = useAdminLinks(collection);
  const { create, update, remove } = useLinkMutations(collection);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const headingId = `admin-${collection}-title`;

  function onDelete(item: LinkItem) {
    if (!window.confirm(`Delete this ${text.one}? This cannot be undone.`)) return;
    remove.mutate(item.id, {
      onSuccess: () => toast({ title: `The ${text.one} was deleted`, description: `${item.title} was removed.` }),
      onError: (err) => toast({ title: `Failed to delete the ${text.one}`, description: errorMessage(err), variant: 'destructive' }),
    });
  }

  const onSaved = (saved: LinkItem, verb: string) => {
    toast({ title: `The ${text.one} was ${verb}`, description: `${saved.title} was saved.` });
    setEditing(null);
  };

  return (
    <section aria-labelledby={headingId} className="admin-subsection">
      <div className="admin-section-head">
        <h3 id={headingId}>{text.heading}</h3>
        {editing !== 'new' && (
          <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
            Add {text.one}
          </button>
        )}
      </div>
      <p className="admin-muted">{text.hint}</p>
      {editing === 'new' && (
        <div className="card">
          <LinkForm
            collection={collection}
            label={`New ${text.one}`}
            submitLabel={`Add ${text.one}`}
            initial={EMPTY_LINK_FORM}
            pending={create.isPending}
            onCancel={() => setEditing(null)}
            onSave={(payload, onError) => create.mutate(payload, { onSuccess: (saved) => onSaved(saved, 'added'), onError })}
          />
        </div>
      )}
      <QueryState query={items} what={text.heading.toLowerCase()}>
        {({ items: list }) =>
          list.length === 0 ? (
            <p className="admin-empty">{text.empty}</p>
          ) : (
            <ul className="admin-item-list">
              {list.map((item) => (
                <li key={item.id} className="card admin-item">
                  {editing === item.id ? (
                    <LinkForm
                      collection={collection}
                      label={`Edit ${item.title}`}
                      submitLabel="Save"
                      initial={toLinkFormValues(item)}
                      pending={update.isPending}
                      onCancel={() => setEditing(null)}
                      onSave={(payload, onError) =>
                        update.mutate({ id: item.id, payload }, { onSuccess: (saved) => onSaved(saved, 'updated'), onError })
                      }
                    />
                  ) : (
                    <>
                      <div>
                        <h4>
                          {item.type && <span className={`badge community-type community-type--${item.type}`}>{item.type}</span>}{' '}
                          {item.title}
                        </h4>
                        <p className="admin-muted admin-table__mono">{item.url}</p>
                        {item.description && <p>{item.description}</p>}
                      </div>
                      <RowActions
                        name={item.title}
                        deleting={remove.isPending && remove.variables === item.id}
                        onEdit={() => setEditing(item.id)}
                        onDelete={() => onDelete(item)}
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

interface LinkFormProps {
  collection: LinkCollection;
  label: string;
  submitLabel: string;
  initial: LinkFormValues;
  pending: boolean;
  onCancel: () => void;
  onSave: (payload: Record<string, unknown>, onError: (err: unknown) => void) => void;
}

/** Title, web address, description (and a resource's type), checked field by field before sending. */
function LinkForm({ collection, label, submitLabel, initial, pending, onCancel, onSave }: LinkFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const id = `${collection}${useId()}`;

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function set<K extends keyof LinkFormValues>(key: K, value: LinkFormValues[K]) {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(validateLinkForm(collection, next));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setServerError(undefined);
    const found = validateLinkForm(collection, values);
    setErrors(found);
    if (hasErrors(found)) {
      setFocusRequest((n) => n + 1);
      return;
    }
    onSave(buildLinkPayload(collection, values), (err) => {
      const message = errorMessage(err);
      setServerError(message);
      toast({ title: 'Not saved', description: message, variant: 'destructive' });
    });
  }

  return (
    <form ref={formRef} className="form" onSubmit={onSubmit} noValidate aria-label={label} aria-busy={pending}>
      <TextField id={`${id}-title`} label="Title" value={values.title} onValueChange={(v) => set('title', v)} error={errors.title} required />
      <TextField
        id={`${id}-url`}
        label="Web address"
        hint="Starting with https:// or http://."
        type="url"
        value={values.url}
        onValueChange={(v) => set('url', v)}
        error={errors.url}
        required
      />
      {collection === 'resources' && (
        <div className="field">
          <label htmlFor={`${id}-type`}>Type</label>
          <select
            id={`${id}-type`}
            className="input"
            value={values.type}
            onChange={(e) => set('type', e.target.value as LinkFormValues['type'])}
            aria-invalid={errors.type ? true : undefined}
            aria-describedby={errors.type ? `${id}-type-error` : undefined}
            required
          >
            <option value="">Choose a type</option>
            {RESOURCE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type[0].toUpperCase() + type.slice(1)}
              </option>
            ))}
          </select>
          {errors.type && (
            <span id={`${id}-type-error`} className="field__error">
              {errors.type}
            </span>
          )}
        </div>
      )}
      <TextAreaField
        id={`${id}-description`}
        label="Description"
        rows={3}
        value={values.description}
        onValueChange={(v) => set('description', v)}
        error={errors.description}
      />
      {serverError && (
        <p className="alert" role="alert">
          {serverError}
        </p>
      )}
      <div className="btn-row">
        <button type="submit" className="btn btn--primary" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
