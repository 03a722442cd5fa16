/**
 * A list's search box inside its `role="search"` form: the label, the text (`name="search"`, restarted from the
 * address when it changes) and the button that sends the form. The form reads `search` and puts it in the address.
 */
import { Button } from './ui/Button';
import './SearchField.css';

export function SearchField(props: {
  id: string;
  label: string;
  button: string;
  value: string;
  className?: string;
}) {
  return (
    <div className={props.className ? `field ${props.className}` : 'field'}>
      <label htmlFor={props.id}>{props.label}</label>
      <div className="search-field-row">
        <input
          id={props.id}
          className="input"
          type="search"
          name="search"
          defaultValue={props.value}
          key={props.value}
        />
        <Button type="submit" variant="secondary">
          {props.button}
        </Button>
      </div>
    </div>
  );
}
