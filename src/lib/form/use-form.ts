/**
 * The one form hook of the portal, on react-hook-form with the zod resolver: a form checks its input with the same
 * zod schema the server parses with (src/shared/), whose issue messages are violation codes; the server's refusals
 * (`{ code, field }`) land on the same fields, and every code reaches the user through its translation key. After a
 * refused submit (the schema's or the server's) focus goes to the first error in the form: the error summary when it
 * is shown, else the first invalid field.
 *
 * Every field is controlled (its value lives in the hook and is rendered back), so {@link useKeepEarlyInput} of
 * `src/ui/hydration` keeps what a visitor typed or chose in the server's HTML before the island hydrated: it hands
 * each early value to the field's `onChange` once hydrated. (react-hook-form's `register` would write the hook's
 * default value into the input when it registers it, during the hydrating commit, and so lose that input.)
 *
 * react-hook-form is not part of a form's first load: the form is shown and filled in without it, and its form
 * control (`createFormControl`, react-hook-form's form outside a component) loads as soon as the visitor starts on
 * the form (focus or a pointer inside it, a changed field) and at the latest when the form is sent. The values live
 * in the hook from the start and go to the control when it arrives; a submit before that waits for it and is then
 * checked and sent as any other. Until then there is nothing to show: errors come only from a check or a refusal,
 * both after the control arrived.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import type {
  DefaultValues,
  FieldErrors,
  FieldValues,
  Path,
  PathValue,
  Resolver,
  UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { Violation } from '../../shared/result';
import { splitViolations } from './violations';

/**
 * A form's zod schema, or a loader of it (the schemas and zod load when a form is first sent, not with the page). Its
 * input is not tied to the form's values: the shared schemas take wider input (`string | null` for an optional
 * field) than the form's controls give.
 */
export type FormSchema<TOutput> = z.ZodType<TOutput, unknown> | (() => Promise<z.ZodType<TOutput, unknown>>);

export interface UseFormOptions<TValues extends FieldValues, TOutput> {
  schema: FormSchema<TOutput>;
  /** Every field's starting value (what the journey or the account already knows). */
  defaultValues: TValues;
  /** A violation code in the user's language (its translation key, falling back to GENERIC-ERROR). */
  violationMessage: (code: string) => string;
}

/** One entry of the error summary: the problem in the user's language and the id of its field, if it has one. */
export interface FormSummaryError {
  message: string;
  field?: string | undefined;
}

/** The props of a text field (`TextInput`, `Textarea`): controlled, with its id and translated error. */
export interface TextFieldProps {
  name: string;
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: string | undefined;
}

/** What a screen does with the whole form, before react-hook-form arrived as after. */
export interface FormControls<TValues extends FieldValues> {
  /** Every field's current value. */
  getValues: () => TValues;
  /** Every field to `values` (default: the starting values), without errors, as a form not yet sent. */
  reset: (values?: TValues) => void;
  /** Drops every field's error. */
  clearErrors: () => void;
}

export interface FormKit<TValues extends FieldValues, TOutput> {
  /** The whole form at once: its values, a reset to new values (the form as new), clearing every error. */
  form: FormControls<TValues>;
  /** For the `<form>` element: focus after a refusal looks for the first error inside it. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The field's current value. */
  value: <N extends Path<TValues>>(name: N) => PathValue<TValues, N>;
  /** Sets a field (a radio group's, a date picker's, a checkbox's change); clears the field's error. */
  set: <N extends Path<TValues>>(name: N, value: PathValue<TValues, N>) => void;
  /** The id the field's element carries, which the error summary links to. */
  fieldId: (name: Path<TValues>) => string;
  /** The field's error in the user's language, or undefined. */
  error: (name: Path<TValues>) => string | undefined;
  /** Whether the field has an error. */
  invalid: (name: Path<TValues>) => boolean;
  /** The props of a text field bound to `name`. */
  text: (name: Path<TValues>) => TextFieldProps;
  /** The refusal's codes that belong to no field of the form. */
  general: readonly string[];
  /** The error summary's entries: each field error linked to its field (in the order of `defaultValues`), then the form's own. */
  summary: readonly FormSummaryError[];
  /** Shows a server refusal: codes of the form's fields beside them, the rest in the summary; then moves focus. */
  refuse: (violations: readonly Violation[]) => void;
  /**
   * The form's submit handler: checks the input with the schema and calls `handler` with the parsed value, or shows
   * the schema's violations. A rejected `handler` shows GENERIC-ERROR.
   */
  onSubmit: (handler: (values: TOutput) => unknown) => (event?: FormEvent) => Promise<void>;
  /** While a submit's handler runs. */
  submitting: boolean;
}

/**
 * The resolver of a schema or of a loader of one, made at the first check: the zod resolver loads then too, with the
 * schema (the `validation` chunk group), so a form's first screen carries neither.
 */
function lazyResolver<TValues extends FieldValues, TOutput>(
  schema: FormSchema<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  let resolver: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const load = async () => {
    // A zod schema is an object; a function is the loader.
    const [loaded, { zodResolver }] = await Promise.all([
      typeof schema === 'function' ? schema() : schema,
      import('@hookform/resolvers/zod'),
    ]);
    // The resolver's types tie the schema's input to the values; ours are looser (see FormSchema).
    return zodResolver(loaded as Parameters<typeof zodResolver>[0]) as unknown as Resolver<TValues, unknown, TOutput>;
  };
  return async (values, context, options) => {
    // A failed load (the network) is tried again at the next check.
    resolver ??= load().catch((error: unknown) => {
      resolver = undefined;
      throw error;
    });
    return (await resolver)(values, context, options);
  };
}

/** react-hook-form's form outside a component (`createFormControl`), as the hook uses it. */
type Control<TValues extends FieldValues, TOutput> = Omit<UseFormReturn<TValues, unknown, TOutput>, 'formState'>;

/** See the file's comment. */
export function useForm<TValues extends FieldValues, TOutput = TValues>(
  options: UseFormOptions<TValues, TOutput>,
): FormKit<TValues, TOutput> {
  const { violationMessage, defaultValues } = options;
  const [resolver] = useState(() => lazyResolver<TValues, TOutput>(options.schema));
  const [values, setValues] = useState<TValues>(defaultValues);
  /** The values as last set, read by a load or a submit that ends after the render that set them. */
  const latest = useRef(values);
  /** react-hook-form's errors, as its form control last reported them. */
  const [errors, setErrors] = useState<FieldErrors<TValues>>({});
  const control = useRef<Control<TValues, TOutput> | undefined>(undefined);
  const loading = useRef<Promise<Control<TValues, TOutput>> | undefined>(undefined);
  const unsubscribe = useRef<(() => void) | undefined>(undefined);
  /** From a submit until its check and handler are done (also while it waits for the form control). */
  const [submitting, setSubmitting] = useState(false);
  const prefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [general, setGeneral] = useState<readonly string[]>([]);
  const [refusals, setRefusals] = useState(0);
  const fields = Object.keys(defaultValues);

  /** The form control: made once react-hook-form loaded, with the values the visitor gave until then. */
  const load = (): Promise<Control<TValues, TOutput>> => {
    loading.current ??= import('react-hook-form').then(
      ({ createFormControl }) => {
        const made = createFormControl<TValues, unknown, TOutput>({
          defaultValues: defaultValues as DefaultValues<TValues>,
          resolver,
          mode: 'onSubmit',
          // Focus is ours (below): the fields are controlled and not registered.
          shouldFocusError: false,
        });
        for (const name of fields) {
          const value = latest.current[name];
          if (!Object.is(value, defaultValues[name])) {
            made.setValue(name as Path<TValues>, value as PathValue<TValues, Path<TValues>>, { shouldDirty: true });
          }
        }
        unsubscribe.current = made.subscribe({
          formState: { errors: true },
          // react-hook-form changes its errors object in place: a copy is a new state.
          callback: (formState) => setErrors({ ...formState.errors } as FieldErrors<TValues>),
        });
        control.current = made;
        return made;
      },
      (error: unknown) => {
        // A failed load (the network) is tried again at the next use.
        loading.current = undefined;
        throw error;
      },
    );
    return loading.current;
  };
  const preload = () => void load().catch(() => undefined);

  // The visitor starting on the form (focus or a pointer inside it) loads the control; `preload` reads refs only.
  useEffect(() => {
    const start = (event: Event) => {
      if (event.target instanceof Node && formRef.current?.contains(event.target)) preload();
    };
    document.addEventListener('focusin', start);
    document.addEventListener('pointerdown', start);
    return () => {
      document.removeEventListener('focusin', start);
      document.removeEventListener('pointerdown', start);
    };
  }, []);
  useEffect(() => () => unsubscribe.current?.(), []);

  // After each refusal (also a second one with the same problems), the first error in the form takes focus.
  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[data-error-summary], [aria-invalid="true"]')?.focus();
  }, [refusals]);

  const codeOf = (name: string): string | undefined => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' && message ? message : undefined;
  };
  const fieldId = (name: string) => `${prefix}-${name}`;
  const error = (name: string) => {
    const code = codeOf(name);
    return code ? violationMessage(code) : undefined;
  };
  const setAll = (next: TValues) => {
    latest.current = next;
    setValues(next);
  };
  const set: FormKit<TValues, TOutput>['set'] = (name, value) => {
    setAll({ ...latest.current, [name]: value });
    const made = control.current;
    if (made) {
      made.setValue(name, value, { shouldDirty: true });
      if (codeOf(name)) made.clearErrors(name);
    } else preload();
  };
  const form: FormControls<TValues> = {
    getValues: () => latest.current,
    reset: (next = defaultValues) => {
      setAll(next);
      control.current?.reset(next);
    },
    clearErrors: () => control.current?.clearErrors(),
  };

  return {
    form,
    formRef,
    value: (name) => (values as Record<string, unknown>)[name] as PathValue<TValues, typeof name>,
    set,
    fieldId,
    error,
    invalid: (name) => codeOf(name) !== undefined,
    text: (name) => ({
      name,
      id: fieldId(name),
      value: String((values as Record<string, unknown>)[name] ?? ''),
      onChange: (event) => set(name, event.currentTarget.value as PathValue<TValues, typeof name>),
      error: error(name),
    }),
    general,
    summary: [
      ...fields.flatMap((name) => {
        const message = error(name);
        return message ? [{ field: fieldId(name), message }] : [];
      }),
      // Codes without a translation of their own read as GENERIC-ERROR: that text once.
      ...[...new Set(general.map(violationMessage))].map((message) => ({ message })),
    ],
    refuse(violations) {
      const split = splitViolations(violations, fields);
      const show = (made: Control<TValues, TOutput>) => {
        made.clearErrors();
        for (const [name, code] of Object.entries(split.byField)) {
          made.setError(name as Path<TValues>, { type: 'server', message: code });
        }
        setGeneral(split.general);
        setRefusals((count) => count + 1);
      };
      if (control.current) show(control.current);
      else
        void load().then(show, () => {
          setGeneral(['GENERIC-ERROR']);
          setRefusals((count) => count + 1);
        });
    },
    onSubmit: (handler) => async (event) => {
      event?.preventDefault();
      setGeneral([]);
      setSubmitting(true);
      try {
        let made = control.current;
        if (!made) {
          // Sent before react-hook-form arrived: the submit waits for it.
          try {
            made = await load();
          } catch {
            // It could not be loaded (the network): the form says so, and the next submit tries again.
            setGeneral(['GENERIC-ERROR']);
            setRefusals((count) => count + 1);
            return;
          }
        }
        await made.handleSubmit(
          async (parsed) => {
            try {
              await handler(parsed);
            } catch {
              setGeneral(['GENERIC-ERROR']);
              setRefusals((count) => count + 1);
            }
          },
          () => setRefusals((count) => count + 1),
        )(event);
      } finally {
        setSubmitting(false);
      }
    },
    submitting,
  };
}
