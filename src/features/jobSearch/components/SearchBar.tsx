/**
 * The words of the search. Typing searches once the person pauses for DEBOUNCE_MS (spec §9), replacing the address
 * rather than adding a history entry per pause; Enter or the button searches at once (a new entry). When the address
 * changes under it (back, forward, a chip), the box shows the words of the address.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEBOUNCE_MS } from '@common/constants/limits';
import { SEARCH_MAX_LENGTH } from '@common/constants/list';
import { Button } from '../../../components/ui/Button';

export function SearchBar({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (words: string, options: { replace: boolean }) => void;
  /** What is searched (the job search's by default). */
  label?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation('jobSearch');
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The address changed under the box: show its words (set while rendering, React's way to follow a prop).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next.trim() !== value) onSearch(next.trim(), { replace: true });
    }, DEBOUNCE_MS);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    onSearch(text.trim(), { replace: false });
  };

  return (
    <form role="search" className="search-box browse-search" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {label ?? t('search.label')}
      </label>
      <input
        id={id}
        className="input"
        type="search"
        name="search"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder ?? t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <Button type="submit">{t('search.submit')}</Button>
    </form>
  );
}
