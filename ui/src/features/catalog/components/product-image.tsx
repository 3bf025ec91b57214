import { useState } from 'react';

interface ProductImageProps {
  src: string | null;
  alt: string;
  className?: string;
}

/**
 * A lazily loaded, sized cover; a drawn placeholder when there is none or it fails to load.
 * An empty `alt` marks it decorative (the card's heading already names the product).
 */
export function ProductImage({ src, alt, className = 'product-image' }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        className={`${className} product-image--placeholder`}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <svg viewBox="0 0 64 48" width="64" height="48" aria-hidden="true" focusable="false">
          <path d="M4 42h56" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          <path d="M32 42V20m0 8c-7-1-10-5-10-10 6 0 10 3 10 10zm0-3c6-1 9-5 9-10-6 0-9 3-9 10z" fill="currentColor" />
        </svg>
      </div>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={400}
      height={300}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
