/**
 * How complete a profile is (the server's percent) and what is still missing, each missing section a link to where it
 * is filled. The company's and the candidate's profiles show it; each says in its own words what the percent means.
 */
import './CompletionMeter.css';

interface Props {
  /** 'Profile 60% complete'. */
  title: string;
  percent: number;
  /** What the percent means for the user now. */
  status: string;
  missingTitle: string;
  missing: readonly { label: string; href: string }[];
}

export function CompletionMeter({ title, percent, status, missingTitle, missing }: Props) {
  return (
    <section className="card completion" aria-labelledby="completion-title">
      <h2 id="completion-title">{title}</h2>
      <div
        className="completion-bar"
        role="progressbar"
        aria-labelledby="completion-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="muted">{status}</p>
      {missing.length > 0 && (
        <>
          <h3 className="completion-missing-title">{missingTitle}</h3>
          <ul className="completion-missing">
            {missing.map((link) => (
              <li key={link.href + link.label}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
