/**
 * Field anatomy on Ark UI's `Field` machine (NL Design System form-field rules). The parts come in the order
 * label → description → error → control, in the DOM as for a screen reader: `Field.Label`, `Field.Description`,
 * `Field.ErrorText`, then `Field.Control` around `Field.Input` / `Field.Textarea` / `Field.Select`. On screen the
 * description and the error stand above the control and the label floats in the control's top border once the control
 * has focus or a value (a floating label), so the visual order follows the DOM order.
 *
 * Ark's `Field.Root` holds ids, required, disabled and invalid and hands them to the parts (and to Ark controls placed
 * inside, such as `PasswordInput`). What Ark leaves out is ours:
 * - `aria-describedby` names the description and the shown error, in that order. Ark links the error only through
 *   `aria-errormessage`, which screen readers announce unreliably, so the NL Design System links it as a description.
 * - Validation: a field is required unless `required={false}`; an optional field shows the caller's
 *   optional suffix in its label. On the control's `invalid` event the custom validity message (or the browser's own
 *   message) is shown as the error; typing clears it again.
 * - The floating label needs to know whether the control has focus or a value.
 */
import { Field as ArkField } from '@ark-ui/react/field';
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ComponentPropsWithoutRef,
  type InputEvent,
  type SyntheticEvent,
  type ReactNode,
} from 'react';

interface FieldState {
  ids: { control: string; label: string; description: string; error: string };
  required: boolean;
  disabled: boolean;
  /** Invalid from the caller or from a shown validity message. */
  invalid: boolean;
  /** Message shown after the `invalid` event, cleared on input. */
  validityMessage: string;
  customValidityMessage: string | undefined;
  filled: boolean;
  focused: boolean;
  hasDescription: boolean;
  hasError: boolean;
  setFilled: (filled: boolean) => void;
  setFocused: (focused: boolean) => void;
  setValidityMessage: (message: string) => void;
  register: (part: 'description' | 'error', present: boolean) => void;
}

const FieldContext = createContext<FieldState | null>(null);

/** The field state for parts and custom controls (phone, password); throws outside `Field.Root`. */
export function useField(): FieldState {
  const field = useContext(FieldContext);
  if (!field) throw new Error('Field parts must be used inside Field.Root');
  return field;
}

export interface RootProps extends ComponentPropsWithoutRef<'div'> {
  /** Id of the control; generated when absent. */
  id?: string;
  /** Required by default. */
  required?: boolean;
  disabled?: boolean;
  /** Invalid from the caller (e.g. a server violation). */
  invalid?: boolean;
  /** Shown as the error on the control's `invalid` event instead of the browser's message. */
  customValidityMessage?: string;
  children: ReactNode;
}

/**
 * Grid rows of the parts: description and error above the control, label and control sharing the last row so the
 * label can float in the control's border while it stays first in the DOM.
 */
const ROW = { description: 'row-start-1', error: 'row-start-2', control: 'col-start-1 row-start-3' } as const;

function Root({
  id,
  required = true,
  disabled = false,
  invalid = false,
  customValidityMessage,
  children,
  className,
  ...rest
}: RootProps) {
  const generated = useId();
  const control = id ?? `field-${generated.replace(/:/g, '')}`;
  const [filled, setFilled] = useState(false);
  const [focused, setFocused] = useState(false);
  const [validityMessage, setValidityMessage] = useState('');
  const [hasDescription, setHasDescription] = useState(false);
  const [hasError, setHasError] = useState(false);
  const register = useCallback((part: 'description' | 'error', present: boolean) => {
    if (part === 'description') setHasDescription(present);
    else setHasError(present);
  }, []);
  const state = useMemo<FieldState>(
    () => ({
      ids: {
        control,
        label: `${control}-label`,
        description: `${control}-description`,
        error: `${control}-error`,
      },
      required,
      disabled,
      invalid: invalid || validityMessage !== '',
      validityMessage,
      customValidityMessage,
      filled,
      focused,
      hasDescription,
      hasError,
      setFilled,
      setFocused,
      setValidityMessage,
      register,
    }),
    [
      control,
      required,
      disabled,
      invalid,
      validityMessage,
      customValidityMessage,
      filled,
      focused,
      hasDescription,
      hasError,
      register,
    ],
  );
  return (
    <FieldContext.Provider value={state}>
      <ArkField.Root
        {...rest}
        id={control}
        ids={{ label: state.ids.label, helperText: state.ids.description, errorText: state.ids.error }}
        required={required}
        disabled={disabled}
        invalid={state.invalid}
        data-filled={filled || focused ? '' : undefined}
        className={['group/field grid grid-cols-1', className].filter(Boolean).join(' ')}
      >
        {children}
      </ArkField.Root>
    </FieldContext.Provider>
  );
}

export interface LabelProps extends Omit<ComponentPropsWithoutRef<'label'>, 'htmlFor'> {
  /** Appended to the label of an optional field, e.g. "(optioneel)". */
  optionalSuffix?: string;
  /** Keep the label above the control (for controls that always show text, such as a masked phone number). */
  floating?: boolean;
}

/** Classes of a floating label; `raised` puts it in the top border of the control. */
function floatingLabelClasses(raised: boolean): string {
  return [
    ROW.control,
    'pointer-events-none relative left-3 z-10 max-w-[calc(100%-1.5rem)] origin-left self-start justify-self-start',
    'bg-surface px-1 text-text-muted transition-all',
    raised ? 'top-0 -translate-y-1/2 text-sm font-semibold' : 'top-7 -translate-y-1/2 text-base',
    'group-data-[invalid]/field:text-on-negative',
  ].join(' ');
}

function Label({ children, optionalSuffix, floating = true, className, ...rest }: LabelProps) {
  const field = useField();
  const raised = !floating || field.filled || field.focused;
  return (
    <ArkField.Label
      {...rest}
      data-raised={raised ? '' : undefined}
      className={[floatingLabelClasses(raised), className].filter(Boolean).join(' ')}
    >
      {children}
      {!field.required && optionalSuffix ? (
        <>
          {' '}
          <span data-part="optional-suffix">{optionalSuffix}</span>
        </>
      ) : null}
    </ArkField.Label>
  );
}

type ControlElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Props every control of a field gets: id, required, aria-invalid, aria-describedby and the validity handlers. */
export function useControlProps<E extends ControlElement>(props: {
  onInvalid?: ((event: SyntheticEvent<E>) => void) | undefined;
  onInput?: ((event: InputEvent<E>) => void) | undefined;
  onFocus?: ((event: React.FocusEvent<E>) => void) | undefined;
  onBlur?: ((event: React.FocusEvent<E>) => void) | undefined;
  'aria-describedby'?: string | undefined;
}) {
  const field = useField();
  const describedBy =
    [
      props['aria-describedby'],
      field.hasDescription ? field.ids.description : undefined,
      field.hasError && field.invalid ? field.ids.error : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  return {
    id: field.ids.control,
    required: field.required,
    disabled: field.disabled,
    'aria-invalid': field.invalid ? (true as const) : undefined,
    'aria-describedby': describedBy,
    'data-invalid': field.invalid ? '' : undefined,
    onInvalid(event: SyntheticEvent<E>) {
      const control = event.currentTarget;
      if (field.customValidityMessage) control.setCustomValidity(field.customValidityMessage);
      field.setValidityMessage(field.customValidityMessage || control.validationMessage);
      props.onInvalid?.(event);
    },
    onInput(event: InputEvent<E>) {
      const control = event.currentTarget;
      control.setCustomValidity('');
      field.setValidityMessage('');
      field.setFilled(control.value !== '');
      props.onInput?.(event);
    },
    onFocus(event: React.FocusEvent<E>) {
      field.setFocused(true);
      props.onFocus?.(event);
    },
    onBlur(event: React.FocusEvent<E>) {
      field.setFocused(false);
      field.setFilled(event.currentTarget.value !== '');
      props.onBlur?.(event);
    },
  };
}

/**
 * A text control's (input, text area) props for its element: the caller's props with the field's control props
 * (id, state and the validity handlers, which call the caller's) over them, and the caller's class apart; the
 * floating label follows the value the caller sets.
 */
export function useTextControl<
  E extends HTMLInputElement | HTMLTextAreaElement,
  P extends Parameters<typeof useControlProps<E>>[0] & {
    className?: string | undefined;
    value?: unknown;
    defaultValue?: unknown;
  },
>({ className, onInvalid, onInput, onFocus, onBlur, ...rest }: P) {
  const control = useControlProps<E>({
    onInvalid,
    onInput,
    onFocus,
    onBlur,
    'aria-describedby': rest['aria-describedby'],
  });
  useSyncFilled(rest.value ?? rest.defaultValue);
  return { props: { ...rest, ...control }, className };
}

/** Keeps the floating label raised when the control has a value set by the caller (value/defaultValue). */
export function useSyncFilled(value: unknown) {
  const field = useField();
  const { setFilled } = field;
  useLayoutEffect(() => {
    if (value !== undefined) setFilled(value !== '' && value !== null);
  }, [value, setFilled]);
}

export const controlClasses = [
  'block min-h-14 w-full rounded-brand border-2 border-border bg-surface px-4 pt-3 pb-2 text-base text-text',
  'hover:border-text-muted disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-text-muted',
  'data-[invalid]:border-on-negative',
].join(' ');

export type InputProps = ComponentProps<'input'>;

function Input(props: InputProps) {
  const { props: control, className } = useTextControl<HTMLInputElement, InputProps>(props);
  return <ArkField.Input {...control} className={[controlClasses, className].filter(Boolean).join(' ')} />;
}

export type TextareaProps = ComponentProps<'textarea'>;

function Textarea(props: TextareaProps) {
  const { props: control, className } = useTextControl<HTMLTextAreaElement, TextareaProps>(props);
  return (
    <ArkField.Textarea
      rows={5}
      {...control}
      className={[controlClasses, 'pt-5', className].filter(Boolean).join(' ')}
    />
  );
}

export type SelectProps = ComponentProps<'select'>;

/** A native select as the control of a field (its label is not floating: a select always shows a value). */
function Select({ className, onInvalid, onFocus, onBlur, onChange, ...rest }: SelectProps) {
  // No input handler: React would restore a controlled select's value on `input`, before `change` reads it.
  const { onInput: _onInput, ...control } = useControlProps<HTMLSelectElement>({
    onInvalid,
    onFocus,
    onBlur,
    'aria-describedby': rest['aria-describedby'],
  });
  const { setValidityMessage } = useField();
  return (
    <ArkField.Select
      {...rest}
      {...control}
      onChange={(event) => {
        event.currentTarget.setCustomValidity('');
        setValidityMessage('');
        onChange?.(event);
      }}
      className={[controlClasses, 'appearance-auto pr-2', className].filter(Boolean).join(' ')}
    />
  );
}

/** The box around the control (and buttons inside it, such as the password toggle), in the label's grid cell. */
function Control({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return (
    <div
      {...rest}
      data-part="control"
      data-scope="field"
      className={[ROW.control, 'relative', className].filter(Boolean).join(' ')}
    />
  );
}

function usePresence(part: 'description' | 'error', present: boolean) {
  const { register } = useField();
  useLayoutEffect(() => {
    register(part, present);
    return () => register(part, false);
  }, [part, present, register]);
}

/** Help text of the field (Ark's helper text), above the control. */
function Description({ className, ...rest }: ComponentPropsWithoutRef<'p'>) {
  usePresence('description', true);
  return (
    <ArkField.HelperText asChild>
      <p {...rest} className={[ROW.description, 'mb-1 text-sm text-text-muted', className].filter(Boolean).join(' ')} />
    </ArkField.HelperText>
  );
}

/**
 * The error of the field: the caller's children while the field is invalid, otherwise the validity message of
 * the last `invalid` event. Renders nothing while the field is valid.
 */
function ErrorText({ className, children, ...rest }: ComponentPropsWithoutRef<'p'>) {
  const field = useField();
  const message = field.validityMessage || (field.invalid ? children : null);
  const shown = Boolean(message);
  usePresence('error', shown);
  if (!shown) return null;
  return (
    <ArkField.ErrorText asChild>
      <p
        {...rest}
        className={[
          ROW.error,
          'mb-2 flex items-start gap-1 rounded-brand bg-negative-bg px-2 py-1 text-sm font-semibold text-on-negative',
          className,
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {message}
      </p>
    </ArkField.ErrorText>
  );
}

export const Field = { Root, Label, Description, ErrorText, Control, Input, Textarea, Select };
