import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * A native modal dialog holding one form, with its title: focus trap, Esc and inert background come
 * with <dialog>. Esc (cancel) and submitting call the owner, which decides whether it stays open.
 */
export function ModalForm(props: {
  open: boolean;
  title: string;
  testId: string;
  onCancel: () => void;
  onSubmit: () => void;
  children: (titleId: string) => ReactNode;
}) {
  const ref = useRef<HTMLDialogElement | null>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      className="vc-dialog"
      aria-labelledby={titleId}
      data-testid={props.testId}
      onCancel={(event) => {
        event.preventDefault();
        props.onCancel();
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <h2 id={titleId}>{props.title}</h2>
        {props.children(titleId)}
      </form>
    </dialog>
  );
}
