/** A post's tips as a list under their own heading; nothing when there are none. */
export function PostTips({ tips, headingLevel }: { tips: string[]; headingLevel: 2 | 4 }) {
  if (tips.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  return (
    <div className="post-tips">
      <Heading className="post-tips__title">Tips</Heading>
      <ul>
        {tips.map((tip, i) => (
          <li key={i}>{tip}</li>
        ))}
      </ul>
    </div>
  );
}
