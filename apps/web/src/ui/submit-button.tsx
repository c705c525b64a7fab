import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SubmitOnce } from '@/lib/submit-once';

interface SubmitButtonProps extends Omit<ButtonProps, 'loading' | 'disabled'> {
  /** The form's gate (useSubmitOnce): the button spins while it saves and stays off once it has saved. */
  submit: Pick<SubmitOnce, 'isSaving' | 'isSaved'>;
  children: ReactNode;
  /** The form to submit when the button is outside it. */
  form?: string;
  /** For a button that saves without a form (it then has type="button"). */
  onClick?: () => void;
  disabled?: boolean;
}

/**
 * Every form's save button (issue 13 point 15): it ignores clicks while its form saves and after the save
 * succeeded; the form's own gate refuses the click a double click sends before the button is drawn again.
 */
export function SubmitButton({ submit, children, onClick, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button
      {...props}
      type={onClick ? 'button' : 'submit'}
      onClick={onClick}
      loading={submit.isSaving}
      disabled={disabled || submit.isSaved}
    >
      {children}
    </Button>
  );
}
