import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { FOCUSABLE, trapTab } from './trap-tab';
import '../site/dialogs.css';

interface ModalDialogProps {
  open: boolean;
  /** Esc, the close button or the backdrop. */
  onClose: () => void;
  /** Id of the dialog's heading, its accessible name. */
  labelledBy: string;
  /** Width modifier: `auth` (90%, 480 px max), `narrow` (311 px), default (90%, 420 px max). */
  size?: 'auth' | 'narrow' | 'default';
  /**
   * Names the dialog's current step (a multi-step form): when it changes, the old step's controls are gone, so
   * focus moves to the new step's first field instead of falling out of the dialog to the page.
   */
  step?: string;
  children: ReactNode;
}

/**
 * A real modal dialog: the native <dialog> in modal mode (the page behind is inert), Tab kept inside, Esc closes,
 * and focus returns to the element that opened it.
 */
export function ModalDialog({ open, onClose, labelledBy, size = 'default', step, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    focusFirstField(dialog);
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      opener.current?.focus();
    };
  }, [open]);

  const shownStep = useRef(step);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || shownStep.current === step) return;
    shownStep.current = step;
    focusFirstField(dialog);
  }, [open, step]);

  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key === 'Tab') trapTab(event, ref.current);
  };

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`modal-dialog modal-dialog--${size}`}
      aria-labelledby={labelledBy}
      aria-modal="true"
      onKeyDown={keepFocusInside}
      // The native Esc handling would close the element behind React's back; the store decides instead.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="modal-dialog__body">{children}</div>
    </dialog>
  );
}

function focusFirstField(dialog: HTMLElement): void {
  const first = dialog.querySelector<HTMLElement>('[autofocus], input:not([type="hidden"]), textarea') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
  first?.focus();
}

/** The dialog's heading row with its close button. */
export function DialogHeader({ id, title, closeLabel, onClose }: { id: string; title: string; closeLabel: string; onClose: () => void }) {
  return (
    <div className="modal-dialog__header">
      <h2 id={id} className="modal-dialog__title">
        {title}
      </h2>
      <button type="button" className="modal-dialog__close" aria-label={closeLabel} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
