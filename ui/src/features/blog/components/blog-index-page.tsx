import { Link } from 'react-router-dom';
import { hrefs, paths } from '@/app/paths';
import { usePageMeta } from '@/features/site';
import { formatDay } from '@/lib/format';
import { useBlogPosts } from '../api/get-blog';
import './blog.css';

/** Every post of the Community Griot's blog, dated posts first (newest first), then the rest. */
export default function BlogIndexPage() {
  usePageMeta({
    title: 'Farming Wisdom Blog',
    description:
      'Short, practical posts from the Community Griot: seasonal tasks, soil, water and harvest tips for growers of every kind.',
  });
  const posts = useBlogPosts();

  return (
    <>
      <header className="page-hero">
        <div className="container">
          <p className="eyebrow">Community Griot</p>
          <h1>Farming Wisdom Blog</h1>
          <p>One short, practical post a day about growing food: soil, water, seasons and harvests.</p>
        </div>
      </header>
      <section className="section" aria-labelledby="blog-list-title">
        <div className="container narrow">
          <h2 id="blog-list-title" className="visually-hidden">
            All posts
          </h2>
          {posts.isLoading ? (
            <p className="card__status" role="status">
              Loading the posts…
            </p>
          ) : posts.isError || !posts.data ? (
            <div className="alert blog-error" role="alert">
              <p>The blog could not be loaded right now. Please try again in a moment.</p>
              <button type="button" className="btn btn--secondary" onClick={() => void posts.refetch()}>
                Try again
              </button>
            </div>
          ) : posts.data.posts.length === 0 ? (
            <p className="card__status">No posts yet. Check back soon.</p>
          ) : (
            <ul className="blog-list">
              {posts.data.posts.map((post) => (
                <li key={post.id}>
                  <article className="card blog-list__item" aria-labelledby={`blog-post-${post.id}`}>
                    <h3 id={`blog-post-${post.id}`}>
                      <Link to={hrefs.blogPost(post.slug)}>{post.title}</Link>
                    </h3>
                    {post.date && (
                      <p className="blog-date">
                        <time dateTime={post.date}>{formatDay(post.date)}</time>
                      </p>
                    )}
                    <p>{post.excerpt}</p>
                  </article>
                </li>
              ))}
            </ul>
          )}
          <p className="blog-back">
            <Link to={paths.communityGriot}>← Back to the Community Griot</Link>
          </p>
        </div>
      </section>
    </>
  );
}
