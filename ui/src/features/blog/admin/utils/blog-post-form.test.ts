import { describe, expect, it } from 'vitest';
import { buildBlogPostPayload, toBlogPostFormValues, validateBlogPostForm, type BlogPostFormValues } from './blog-post-form';

const valid: BlogPostFormValues = {
  title: 'Mulch before the heat',
  content: 'First paragraph.\n\nSecond paragraph.',
  tips: 'Water first\nKeep it off stems',
  date: '',
};

describe('blog post form', () => {
  it('accepts a complete post, with or without a day', () => {
    expect(validateBlogPostForm(valid)).toEqual({});
    expect(validateBlogPostForm({ ...valid, date: '2026-11-30', tips: '' })).toEqual({});
  });

  it('requires a title and text (spaces do not count)', () => {
    expect(validateBlogPostForm({ ...valid, title: '   ', content: '\n' })).toEqual({
      title: 'The title is required.',
      content: 'Write the post’s text.',
    });
  });

  it('holds the server limits', () => {
    expect(validateBlogPostForm({ ...valid, title: 'a'.repeat(200) })).toEqual({});
    expect(validateBlogPostForm({ ...valid, title: 'a'.repeat(201) }).title).toBe('The title can have at most 200 characters.');
    expect(validateBlogPostForm({ ...valid, content: 'a'.repeat(20001) }).content).toMatch(/at most 20000/);
    expect(validateBlogPostForm({ ...valid, tips: Array(10).fill('tip').join('\n') })).toEqual({});
    expect(validateBlogPostForm({ ...valid, tips: Array(11).fill('tip').join('\n') }).tips).toBe('At most 10 tips, one per line.');
    expect(validateBlogPostForm({ ...valid, tips: `ok\n${'t'.repeat(301)}` }).tips).toMatch(/^Tip 2 is too long/);
  });

  it('refuses a day that is not a real YYYY-MM-DD date', () => {
    for (const date of ['2026-13-40', '2026-02-30', 'yesterday', '23/11/2026']) {
      expect(validateBlogPostForm({ ...valid, date }).date).toBe('Enter a date like 2026-11-23, or leave it empty.');
    }
  });

  it('sends one tip per non-blank line and no day as null', () => {
    expect(buildBlogPostPayload({ title: ' T ', content: ' C ', tips: ' one \n\n two\n ', date: '' })).toEqual({
      title: 'T',
      content: 'C',
      tips: ['one', 'two'],
      date: null,
    });
    expect(buildBlogPostPayload({ ...valid, date: '2026-11-30' }).date).toBe('2026-11-30');
  });

  it('loads a stored post back into the form', () => {
    expect(toBlogPostFormValues({ id: 1, slug: 's', title: 'T', content: 'C', tips: ['a', 'b'], date: null })).toEqual({
      title: 'T',
      content: 'C',
      tips: 'a\nb',
      date: '',
    });
  });
});
