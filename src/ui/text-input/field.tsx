/**
 * Field anatomy (Ark UI / Park UI naming, NL Design System form-field rules): `Field.Root` holds the state,
 * `Field.Label` floats above the control once it has focus or a value, `Field.Input` / `Field.Textarea` get
 * `aria-invalid` from state and an `aria-describedby` built from the parts that are present (description, error),
 * `Field.Description` and `Field.ErrorText` carry stable ids.
 *
 * Validation (SPEC §5): a field is required unless `required={false}`; an optional field shows the caller's
 * optional suffix in its label. On the control's `invalid` event the custom validity message (or the browser's own
 * message) is shown as the error; typing clears it again.
 */
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
  /** Required by default (SPEC §5). */
  required?: boolean;
  disabled?: boolean;
  /** Invalid from the caller (e.g. a server violation). */
  invalid?: boolean;
  /** Shown as the error on the control's `invalid` event instead of the browser's message. */
  customValidityMessage?: string;
  children: ReactNode;
}

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
      <div
        {...rest}
        data-part="root"
        data-scope="field"
        data-invalid={state.invalid ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        data-filled={filled || focused ? '' : undefined}
        className={['group/field flex flex-col gap-1', className].filter(Boolean).join(' ')}
      >
        {children}
      </div>
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
export function floatingLabelClasses(raised: boolean): string {
  return [
    'pointer-events-none absolute left-3 z-10 origin-left bg-surface px-1 text-text-muted transition-all',
    raised ? 'top-0 -translate-y-1/2 text-sm font-semibold' : 'top-7 -translate-y-1/2 text-base',
    'group-data-[invalid]/field:text-on-negative',
  ].join(' ');
}

function Label({ children, optionalSuffix, floating = true, className, ...rest }: LabelProps) {
  const field = useField();
  const raised = !floating || field.filled || field.focused;
  return (
    <label
      {...rest}
      id={field.ids.label}
      htmlFor={field.ids.control}
      data-part="label"
      data-scope="field"
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
    </label>
  );
}

/** Props every control of a field gets: id, required, aria-invalid, aria-describedby and the validity handlers. */
export function useControlProps<E extends HTMLInputElement | HTMLTextAreaElement>(props: {
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

function Input({ className, onInvalid, onInput, onFocus, onBlur, ...rest }: InputProps) {
  const control = useControlProps<HTMLInputElement>({
    onInvalid,
    onInput,
    onFocus,
    onBlur,
    'aria-describedby': rest['aria-describedby'],
  });
  useSyncFilled(rest.value ?? rest.defaultValue);
  return (
    <input
      {...rest}
      {...control}
      data-part="input"
      data-scope="field"
      className={[controlClasses, className].filter(Boolean).join(' ')}
    />
  );
}

export type TextareaProps = ComponentProps<'textarea'>;

function Textarea({ className, onInvalid, onInput, onFocus, onBlur, ...rest }: TextareaProps) {
  const control = useControlProps<HTMLTextAreaElement>({
    onInvalid,
    onInput,
    onFocus,
    onBlur,
    'aria-describedby': rest['aria-describedby'],
  });
  useSyncFilled(rest.value ?? rest.defaultValue);
  return (
    <textarea
      rows={5}
      {...rest}
      {...control}
      data-part="textarea"
      data-scope="field"
      className={[controlClasses, 'pt-5', className].filter(Boolean).join(' ')}
    />
  );
}

/** The relative box around label and control, so the label can float inside the control's border. */
function Control({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return (
    <div
      {...rest}
      data-part="control"
      data-scope="field"
      className={['relative', className].filter(Boolean).join(' ')}
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

function Description({ className, ...rest }: ComponentPropsWithoutRef<'p'>) {
  const field = useField();
  usePresence('description', true);
  return (
    <p
      {...rest}
      id={field.ids.description}
      data-part="description"
      data-scope="field"
      className={['text-sm text-text-muted', className].filter(Boolean).join(' ')}
    />
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
    <p
      {...rest}
      id={field.ids.error}
      data-part="error-text"
      data-scope="field"
      className={[
        'flex items-start gap-1 rounded-brand bg-negative-bg px-2 py-1 text-sm font-semibold text-on-negative',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {message}
    </p>
  );
}

export const Field = { Root, Label, Control, Input, Textarea, Description, ErrorText };
