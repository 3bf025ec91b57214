import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { hrefs } from '@/app/paths';
import { toast } from '@/app/toast/use-toast';
import { QueryState } from '@/components/query-state';
import { RowActions } from '@/components/row-actions';
import { TextAreaField, TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api';
import { formatDay } from '@/lib/format';
import type { BlogPost, BlogPostPayload } from '../types';
import { useAdminBlogPosts, useCreateBlogPost, useDeleteBlogPost, useUpdateBlogPost } from './api/blog-post-admin';
import {
  BLOG_LIMITS,
  EMPTY_BLOG_POST_FORM,
  buildBlogPostPayload,
  hasBlogPostErrors,
  toBlogPostFormValues,
  validateBlogPostForm,
  type BlogPostFormErrors,
  type BlogPostFormValues,
} from './utils/blog-post-form';
import '@/components/admin.css';
import './blog-admin.css';

export const DELETE_BLOG_POST_CONFIRM = 'Delete this blog post? This cannot be undone.';

/** The Community tab's blog posts: list, add, edit in place, delete. */
export function BlogPostsAdmin() {
  const posts = useAdminBlogPosts();
  const create = useCreateBlogPost();
  const remove = useDeleteBlogPost();
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  function onDelete(post: BlogPost) {
    if (!window.confirm(DELETE_BLOG_POST_CONFIRM)) return;
    remove.mutate(post.id, {
      onSuccess: () => toast({ title: 'Blog post deleted', description: `${post.title} was removed.` }),
      onError: (err) => toast({ title: 'Failed to delete the blog post', description: errorMessage(err), variant: 'destructive' }),
    });
  }

  return (
    <section aria-labelledby="admin-blog-title" className="admin-subsection">
      <div className="admin-section-head">
        <h3 id="admin-blog-title">Blog posts</h3>
        {editing !== 'new' && (
          <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
            New post
          </button>
        )}
      </div>
      <p className="admin-muted">
        A post with a day is that day’s post; posts without a day take turns on the other days. Two posts cannot share a
        day.
      </p>
      {editing === 'new' && (
        <div className="card">
          <BlogPostForm
            label="New blog post"
            submitLabel="Add post"
            initial={EMPTY_BLOG_POST_FORM}
            pending={create.isPending}
            onCancel={() => setEditing(null)}
            onSave={(payload, onError) =>
              create.mutate(payload, {
                onSuccess: (saved) => {
                  toast({ title: 'Blog post added', description: `${saved.title} was saved.` });
                  setEditing(null);
                },
                onError,
              })
            }
          />
        </div>
      )}
      <QueryState query={posts} what="blog posts">
        {({ items }) =>
          items.length === 0 ? (
            <p className="admin-empty">No blog posts yet. Visitors see the three built-in posts until you add one.</p>
          ) : (
            <ul className="admin-item-list">
              {items.map((post) => (
                <li key={post.id} className="card admin-item">
                  {editing === post.id ? (
                    <EditBlogPost post={post} onDone={() => setEditing(null)} />
                  ) : (
                    <>
                      <div>
                        <h4>
                          <Link to={hrefs.blogPost(post.slug)}>{post.title}</Link>
                        </h4>
                        <p className="admin-muted">
                          {post.date ? `Post of ${formatDay(post.date)}` : 'In the rotation (no day)'} · {post.tips.length}{' '}
                          {post.tips.length === 1 ? 'tip' : 'tips'}
                        </p>
                      </div>
                      <RowActions
                        name={post.title}
                        deleting={remove.isPending && remove.variables === post.id}
                        onEdit={() => setEditing(post.id)}
                        onDelete={() => onDelete(post)}
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

function EditBlogPost({ post, onDone }: { post: BlogPost; onDone: () => void }) {
  const update = useUpdateBlogPost();
  return (
    <BlogPostForm
      label={`Edit ${post.title}`}
      submitLabel="Save"
      initial={toBlogPostFormValues(post)}
      pending={update.isPending}
      onCancel={onDone}
      onSave={(payload, onError) =>
        update.mutate(
          { id: post.id, payload },
          {
            onSuccess: (saved) => {
              toast({ title: 'Blog post saved', description: `${saved.title} was updated.` });
              onDone();
            },
            onError,
          },
        )
      }
    />
  );
}

interface BlogPostFormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  initial: BlogPostFormValues;
  pending: boolean;
  onCancel: () => void;
  /** Sends the payload; calls `onError` with the server's refusal. */
  onSave: (payload: BlogPostPayload, onError: (err: unknown) => void) => void;
}

/** Title, text, tips (one per line) and an optional day, checked field by field before sending. */
export function BlogPostForm({ label, submitLabel, initial, pending, onCancel, onSave }: BlogPostFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<BlogPostFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = `blog-post${useId()}`;

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const set = (key: keyof BlogPostFormValues) => (value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(validateBlogPostForm(next));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setServerError(undefined);
    const found = validateBlogPostForm(values);
    setErrors(found);
    if (hasBlogPostErrors(found)) {
      setFocusRequest((n) => n + 1);
      return;
    }
    onSave(buildBlogPostPayload(values), (err) => {
      const message = errorMessage(err);
      setServerError(message);
      toast({ title: 'The blog post was not saved', description: message, variant: 'destructive' });
    });
  }

  const field = (key: keyof BlogPostFormValues) => ({
    id: `${idPrefix}-${key}`,
    value: values[key],
    onValueChange: set(key),
    error: errors[key],
  });

  return (
    <form ref={formRef} className="form blog-post-form" onSubmit={onSubmit} noValidate aria-label={label} aria-busy={pending}>
      <TextField {...field('title')} label="Title" required />
      <TextAreaField
        {...field('content')}
        label="Text"
        hint="Plain text. Leave a blank line between paragraphs."
        rows={10}
        required
      />
      <TextAreaField {...field('tips')} label="Tips" hint={`One tip per line, up to ${BLOG_LIMITS.tips}.`} rows={4} />
      <TextField
        {...field('date')}
        label="Day (optional)"
        hint="The day this is the daily post. Leave empty to put it in the rotation."
        type="date"
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
