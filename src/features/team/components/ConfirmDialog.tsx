/**
 * A modal question with two answers (the native <dialog>: the rest of the page is inert while it is open, Escape
 * cancels, and focus starts on the safe answer and goes back where it was when the dialog closes).
 */
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui';

interface Props {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** Where focus goes when what opened the dialog is gone once it closes (a removed member's button). */
  fallbackFocusId?: string;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  busy,
  fallbackFocusId,
  onConfirm,
  onCancel,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      // Back to what opened it, when it is still there (a removed member's button is not).
      if (returnTo.current?.isConnected) returnTo.current.focus();
      else if (fallbackFocusId) document.getElementById(fallbackFocusId)?.focus();
    }
  }, [open, fallbackFocusId]);

  return (
    <dialog
      ref={ref}
      className="team-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        // Escape: the dialog stays under React's control.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={textId}>{text}</p>
      <div className="team-actions">
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
