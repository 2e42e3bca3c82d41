/**
 * The `<form>` element of a form kit (./use-form.ts): the kit's ref, so focus after a refusal finds the first error
 * inside it, and its submit handler, which checks the input with the schema before `onValid` gets the parsed value.
 * The other attributes (`noValidate`, `method`, `className`, `data-*`) are the caller's.
 */
import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FormKit } from './use-form';

export interface KitFormProps<TValues extends FieldValues, TOutput> extends Omit<
  ComponentProps<'form'>,
  'ref' | 'onSubmit'
> {
  kit: Pick<FormKit<TValues, TOutput>, 'formRef' | 'onSubmit'>;
  /** Gets the parsed input once the schema accepts it. */
  onValid: (values: TOutput) => unknown;
  /** Runs first at each submit, before the check (to set a field the form shows but has not stored yet). */
  beforeCheck?: () => void;
}

export function KitForm<TValues extends FieldValues, TOutput>({
  kit,
  onValid,
  beforeCheck,
  ...rest
}: KitFormProps<TValues, TOutput>) {
  const submit = kit.onSubmit(onValid);
  return (
    <form
      ref={kit.formRef}
      {...rest}
      onSubmit={(event) => {
        beforeCheck?.();
        return submit(event);
      }}
    />
  );
}
