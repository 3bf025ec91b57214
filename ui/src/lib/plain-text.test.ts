import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('gives back what the visitor typed, decoding each entity once', () => {
    expect(plainText('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &#39;hi&#39;')).toBe(`<script>alert("x")</script> 'hi'`);
    expect(plainText('fish &amp;amp; chips')).toBe('fish &amp; chips');
    expect(plainText('plain & simple')).toBe('plain & simple');
  });
});
