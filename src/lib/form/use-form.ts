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
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import {
  useForm as useHookForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
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

export interface FormKit<TValues extends FieldValues, TOutput> {
  /** react-hook-form's own API (values, `setValue`, `formState`, …). */
  form: UseFormReturn<TValues, unknown, TOutput>;
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

/** See the file's comment. */
export function useForm<TValues extends FieldValues, TOutput = TValues>(
  options: UseFormOptions<TValues, TOutput>,
): FormKit<TValues, TOutput> {
  const { violationMessage } = options;
  const [resolver] = useState(() => lazyResolver<TValues, TOutput>(options.schema));
  const form = useHookForm<TValues, unknown, TOutput>({
    defaultValues: options.defaultValues as DefaultValues<TValues>,
    resolver,
    mode: 'onSubmit',
    // Focus is ours (below): the fields are controlled and not registered.
    shouldFocusError: false,
  });
  const prefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [general, setGeneral] = useState<readonly string[]>([]);
  const [refusals, setRefusals] = useState(0);
  const values = form.watch();
  const { errors, isSubmitting } = form.formState;
  const fields = Object.keys(options.defaultValues);

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
  const set: FormKit<TValues, TOutput>['set'] = (name, value) => {
    form.setValue(name, value, { shouldDirty: true });
    if (codeOf(name)) form.clearErrors(name);
  };

  return {
    form,
    formRef,
    value: (name) => form.getValues(name),
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
      form.clearErrors();
      for (const [name, code] of Object.entries(split.byField)) {
        form.setError(name as Path<TValues>, { type: 'server', message: code });
      }
      setGeneral(split.general);
      setRefusals((count) => count + 1);
    },
    onSubmit: (handler) => async (event) => {
      event?.preventDefault();
      setGeneral([]);
      await form.handleSubmit(
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
    },
    submitting: isSubmitting,
  };
}
