import { Discussion } from '@/features/comments';
import { isSafeExternalUrl } from '@/features/site';
import { useCommunity } from '../api/get-community';
import type { Video } from '../types';
import { CardQuery } from './card-query';

/** The only frame source the CSP allows. */
const EMBED_PREFIX = 'https://www.youtube-nocookie.com/embed/';

/**
 * Daily Farm Wisdom: the video of the day (a privacy-enhanced YouTube embed, or a link card
 * for other sites; a friendly note when there is none), and below it the day's discussion.
 */
export function DailyWisdomCard() {
  const community = useCommunity();
  return (
    <section className="card hub-wisdom" aria-labelledby="hub-wisdom-title">
      <h2 id="hub-wisdom-title">Daily Farm Wisdom</h2>
      <CardQuery query={community} what="video of the day">
        {({ videoOfTheDay }) => (videoOfTheDay ? <VideoOfTheDay video={videoOfTheDay} /> : <NoVideo />)}
      </CardQuery>
      <div className="hub-wisdom__discussion">
        <Discussion />
      </div>
    </section>
  );
}

function NoVideo() {
  return <p className="card__status">No video today. The next one is on its way, so check back soon.</p>;
}

function VideoOfTheDay({ video }: { video: Video }) {
  const embed = video.embedUrl && video.embedUrl.startsWith(EMBED_PREFIX) ? video.embedUrl : null;
  const link = isSafeExternalUrl(video.url) ? video.url : null;
  if (!embed && !link) return <NoVideo />;
  return (
    <div className="hub-video">
      <h3 className="hub-video__title">{video.title}</h3>
      {embed ? (
        <div className="hub-video__frame">
          <iframe
            src={embed}
            title={`Video: ${video.title}`}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        </div>
      ) : null}
      {video.description && <p>{video.description}</p>}
      {!embed && link && (
        <a className="btn btn--primary" href={link} target="_blank" rel="noopener noreferrer">
          Watch the video<span className="visually-hidden">: {video.title} (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
