/**
 * A logo or a person's picture at 80 px, or the first letter of the name where there is none (hidden from screen
 * readers: the name is always written beside it). Styles: .avatar in ui.css; `round` for people.
 */
export function Avatar({
  src,
  alt,
  name,
  round,
}: {
  src: string | null;
  alt: string;
  name: string;
  round?: boolean;
}) {
  const className = round ? 'avatar avatar-round' : 'avatar';
  if (src) return <img className={className} src={src} alt={alt} width={80} height={80} />;
  return (
    <span className={`${className} avatar-empty`} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}
