// Every form's labelled control: label, control and validation message in a daisyUI fieldset, with
// aria-invalid and aria-describedby wired so assistive technology hears the message with the field.
// Spread react-hook-form's register(...) onto it like onto the control itself.
import type { ComponentProps, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { translateFormText } from '../lib/form-messages';
import { FieldError } from './field-error';

interface FrameProps {
  /** The control's id; its message gets `${id}-error`. */
  id: string;
  label: ReactNode;
  /** The validation message: one of the contract's texts (a schema's) is shown in the page's language. */
  error?: string | undefined;
  /** A line under the control (a character count...), announced with it. */
  note?: { id: string; text: ReactNode; className?: string };
  /** 'base' for the roomier add-product and review forms. */
  labelSize?: 'sm' | 'base';
  /** Classes of the fieldset (grid placement). */
  className?: string;
}

type ControlProps<Tag extends 'input' | 'textarea' | 'select'> = FrameProps &
  Omit<ComponentProps<Tag>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'> & {
    /** Extra classes of the control itself. */
    controlClassName?: string;
  };

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

function Frame({ id, label, error, note, labelSize = 'sm', className, children }: FrameProps & { children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <fieldset className={classes('fieldset', className)}>
      <label htmlFor={id} className={classes('fieldset-legend', labelSize === 'base' ? 'text-base' : 'text-sm')}>
        {label}
      </label>
      {children}
      {note && (
        <p id={note.id} className={classes('text-sm', note.className)}>
          {note.text}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error ? translateFormText(i18n, error) : error} />
    </fieldset>
  );
}

function a11y({ id, error, note }: FrameProps) {
  const describedBy = classes(error && `${id}-error`, note?.id);
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

/** A text, e-mail, password, number, URL or read-only input. */
export function InputField({ id, label, error, note, labelSize, className, controlClassName, ...input }: ControlProps<'input'>) {
  const frame = { id, label, error, note, labelSize, className };
  return (
    <Frame {...frame}>
      <input {...input} {...a11y(frame)} className={classes('input w-full', controlClassName, error && 'input-error')} />
    </Frame>
  );
}

/**
 * A value shown in a form but not edited there (the signed-in name and e-mail): a read-only text
 * area one line high that grows to show a long address whole on a phone, where an input would
 * cut it off. It breaks after a hyphen, or anywhere only when one part is wider than the line.
 */
export function ReadOnlyField({ id, label, value, className }: { id: string; label: ReactNode; value: string; className?: string }) {
  const frame = { id, label, className };
  return (
    <Frame {...frame}>
      <textarea
        id={id}
        value={value}
        readOnly
        rows={1}
        className="textarea min-h-10 w-full resize-none py-2 [field-sizing:content] [overflow-wrap:anywhere]"
      />
    </Frame>
  );
}

export function TextAreaField({ id, label, error, note, labelSize, className, controlClassName, ...textarea }: ControlProps<'textarea'>) {
  const frame = { id, label, error, note, labelSize, className };
  return (
    <Frame {...frame}>
      <textarea {...textarea} {...a11y(frame)} className={classes('textarea w-full', controlClassName, error && 'textarea-error')} />
    </Frame>
  );
}

/** A select; its options are the children. */
export function SelectField({ id, label, error, note, labelSize, className, controlClassName, ...select }: ControlProps<'select'>) {
  const frame = { id, label, error, note, labelSize, className };
  return (
    <Frame {...frame}>
      <select {...select} {...a11y(frame)} className={classes('select w-full', controlClassName, error && 'select-error')} />
    </Frame>
  );
}
