import { IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import classes from './dialog.module.css';

type DialogProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** The width on large screens; phones get the whole width less a margin. */
  size?: number;
  /** The whole screen (the search filters on phones and tablets: a long list to scroll). */
  fullScreen?: boolean;
};

/**
 * A modal dialog on the browser's own <dialog>: showModal() makes the rest of the page inert and
 * traps focus, Escape closes it, its title names it, focus starts in its first field and goes back
 * to whatever opened it.
 * A click on the backdrop closes it too. Lighter than a script-built modal on every page.
 */
export function Dialog({ opened, onClose, title, children, size = 460, fullScreen = false }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element || !opened) return;
    const opener = document.activeElement as HTMLElement | null;
    element.showModal();
    // A dialog with a form starts in its first field rather than on the close button.
    element.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus();
    return () => {
      element.close();
      opener?.focus();
    };
  }, [opened]);

  return (
    <dialog
      ref={dialog}
      className={fullScreen ? `${classes.dialog} ${classes.fullScreen}` : classes.dialog}
      style={fullScreen ? undefined : { maxWidth: size }}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: React state decides whether the dialog is open.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      {opened && (
        <div className={classes.body}>
          <div className={classes.header}>
            <h2 id={titleId} className={classes.title}>
              {title}
            </h2>
            <button type="button" className={classes.close} onClick={onClose} aria-label="Close">
              <IconX size={20} aria-hidden="true" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
