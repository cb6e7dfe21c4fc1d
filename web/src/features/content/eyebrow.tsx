import './eyebrow.css';

/** The small capitals line above a heading that names the page or section it belongs to. */
export function Eyebrow({ text, className }: { text: string; className?: string }) {
  return <p className={className ? `eyebrow ${className}` : 'eyebrow'}>{text}</p>;
}
