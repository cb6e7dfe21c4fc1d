/**
 * Product descriptions are plain text: React escapes it, and a blank line starts a new paragraph.
 * No HTML is interpreted, so nothing needs sanitising.
 */
export function ProductDescription({ text, className = '' }: { text: string; className?: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <div className={`product-description ${className}`}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
