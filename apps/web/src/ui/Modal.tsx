import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { Icon } from './Icon';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Accessible label of the close button; omit to hide it (alerts close only through OK). */
  closeLabel?: string;
  /** An alert cannot be dismissed by the overlay or Escape: the member answers it. */
  dismissible?: boolean;
  wide?: boolean;
  testId?: string;
}

/** An accessible dialog (Radix) with the theme's surface, title, body and footer. */
export function Modal({
  open,
  onOpenChange,
  title,
  children,
  footer,
  closeLabel,
  dismissible = true,
  wide,
  testId,
}: ModalProps) {
  const content = useRef<HTMLDivElement>(null);
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  // Focus the element marked data-autofocus (an alert's OK), else the dialog itself: never the close icon.
  const focusDialog = (event: Event) => {
    event.preventDefault();
    const target = content.current?.querySelector<HTMLElement>('[data-autofocus]') ?? content.current;
    target?.focus();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={[styles.content, wide && styles.wide].filter(Boolean).join(' ')}
          ref={content}
          onOpenAutoFocus={focusDialog}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          aria-describedby={undefined}
          data-testid={testId}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {closeLabel && (
              <Dialog.Close className={styles.close} aria-label={closeLabel}>
                <Icon name="close" />
              </Dialog.Close>
            )}
          </div>
          {children !== undefined && <div className={styles.body}>{children}</div>}
          {footer && <div className={styles.footer}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
