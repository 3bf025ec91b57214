import { Link } from 'react-router-dom';
import { hrefs, paths } from '@/app/paths';
import { paragraphs } from '@/features/site';
import { formatLongDay, localIsoDay } from '@/lib/format';
import { useDailyBlog } from '../api/get-blog';
import type { BlogPost } from '../types';
import { builtInPostFor } from '../utils/fallback-posts';
import { PostTips } from './post-tips';
import './blog.css';

/**
 * The daily blog with tips (seed 001 §2): today's post from the server, its first paragraph
 * and its tips, linking to the whole post and the blog. When the call fails, one of three
 * built-in posts (by the day) is shown whole instead, quietly (seed 001 §8).
 */
export function DailyBlogCard({ today }: { today: Date }) {
  const daily = useDailyBlog();
  const fromServer = daily.data;
  return (
    <section className="card daily-blog" aria-labelledby="daily-blog-title">
      <h2 id="daily-blog-title">Daily Blog</h2>
      {daily.isLoading ? (
        <p className="card__status" role="status">
          Fetching today’s post…
        </p>
      ) : fromServer ? (
        <DailyPost post={fromServer} day={fromServer.date} excerpt />
      ) : (
        <DailyPost post={{ ...builtInPostFor(today), id: 0, date: null }} day={localIsoDay(today)} excerpt={false} />
      )}
      <p className="daily-blog__more">
        <Link to={paths.communityBlog}>All blog posts</Link>
      </p>
    </section>
  );
}

function DailyPost({ post, day, excerpt }: { post: BlogPost; day: string; excerpt: boolean }) {
  const parts = paragraphs(post.content);
  const shown = excerpt ? parts.slice(0, 1) : parts;
  return (
    <article className="daily-blog__post" aria-labelledby="daily-blog-post-title">
      <h3 id="daily-blog-post-title">{post.title}</h3>
      <p className="blog-date">
        <time dateTime={day}>{formatLongDay(day)}</time>
      </p>
      {shown.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
      {excerpt && (
        <p>
          <Link to={hrefs.blogPost(post.slug)} className="card__more">
            Read the whole post<span className="visually-hidden">: {post.title}</span> →
          </Link>
        </p>
      )}
      <PostTips tips={post.tips} headingLevel={4} />
    </article>
  );
}
