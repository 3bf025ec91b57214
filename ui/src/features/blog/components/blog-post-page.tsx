import { Link, useParams } from 'react-router-dom';
import { paths } from '@/app/paths';
import { paragraphs, usePageMeta } from '@/features/site';
import { errorStatus } from '@/lib/api';
import { formatLongDay } from '@/lib/format';
import { useBlogPost } from '../api/get-blog';
import type { BlogPost } from '../types';
import { PostTips } from './post-tips';
import './blog.css';

/** The description for search results: the post's opening, cut at a word near 160 characters. */
export function postDescription(post: BlogPost): string {
  const text = paragraphs(post.content)[0] ?? post.title;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}…`;
}

/**
 * One blog post: its text as plain paragraphs (split on blank lines, never read as markup),
 * its tips, and links back. An unknown slug gets a "not found" page.
 */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);
  const notFound = post.isError && errorStatus(post.error) === 404;
  usePageMeta(
    post.data
      ? { title: post.data.title, description: postDescription(post.data) }
      : {
          title: notFound ? 'Post not found' : 'Farming Wisdom Blog',
          description: 'A practical growing post from the Community Griot’s Farming Wisdom blog.',
        },
  );

  if (post.isLoading) {
    return (
      <div className="container section narrow">
        <p className="card__status" role="status">
          Loading the post…
        </p>
      </div>
    );
  }

  if (!post.data) {
    return (
      <section className="container section narrow" aria-labelledby="post-missing-title">
        <p className="eyebrow">{notFound ? 'Error 404' : 'Farming Wisdom Blog'}</p>
        <h1 id="post-missing-title">{notFound ? 'Post not found' : 'This post could not be loaded'}</h1>
        <p>
          {notFound
            ? 'There is no blog post at this address. It may have been taken down, or the link may be mistyped.'
            : 'Something went wrong while loading this post. Please try again in a moment.'}
        </p>
        <div className="btn-row">
          <Link to={paths.communityBlog} className="btn btn--primary">
            See all blog posts
          </Link>
          <Link to={paths.communityGriot} className="btn btn--secondary">
            Back to the Community Griot
          </Link>
        </div>
      </section>
    );
  }

  const { title, content, tips, date } = post.data;
  return (
    <article className="container section narrow blog-post" aria-labelledby="post-title">
      <p className="eyebrow">Farming Wisdom Blog</p>
      <h1 id="post-title">{title}</h1>
      {date && (
        <p className="blog-date">
          <time dateTime={date}>{formatLongDay(date)}</time>
        </p>
      )}
      <div className="prose blog-post__body">
        {paragraphs(content).map((text, i) => (
          <p key={i}>{text}</p>
        ))}
      </div>
      <PostTips tips={tips} headingLevel={2} />
      <p className="blog-back">
        <Link to={paths.communityBlog}>← All blog posts</Link>
        <span aria-hidden="true"> · </span>
        <Link to={paths.communityGriot}>Community Griot</Link>
      </p>
    </article>
  );
}
