/**
 * The holiday overview's two dialogs (HolidayOverview.tsx): cancelling a planned event and bringing a current one's
 * end date forward. In a module of their own, loaded when the user first opens one (or points at its button): the
 * dialog's focus trap, dismissal and presence machinery is more script than the rest of the screen, and most visits
 * open no dialog. The overview renders the buttons that open them; each dialog is opened and closed through `open`
 * and returns focus to its button (`finalFocusEl`).
 */
import { formatDate, type Locale } from '../../lib/format';
import { type MessageLookup } from '../../lib/messages';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { graphqlMutation, useGraphQLMutation } from '../../lib/graphql/mutation';
import { request } from '../../lib/graphql/client';
import {
  BringHolidayEndDateForwardDocument,
  CancelDeliverySuspensionV2Document,
  CancelTemporaryDeliveryAddressV2Document,
  type HolidaySuspensionFieldsFragment,
  type HolidayTemporaryAddressFieldsFragment,
} from '../../lib/graphql/generated/graphql';
import type { Violation } from '../../shared/result';
import { Button } from '../../ui/button';
import { LazyDatePicker as DatePicker } from '../../ui/date-picker/lazy';
import { Dialog } from '../../ui/dialog';
import { NotificationBanner } from '../../ui/notification-banner';
import { holidayArea } from './area';
import { calendarLabels } from './messages';

type TemporaryAddress = HolidayTemporaryAddressFieldsFragment;
type Suspension = HolidaySuspensionFieldsFragment;
/** An event of either kind, with its kind. */
export type HolidayEventView =
  ({ kind: 'temporary_address' } & TemporaryAddress) | ({ kind: 'suspension' } & Suspension & { address?: undefined });

/** What both dialogs get from the overview: the event, its name, and whether the dialog is open. */
interface EventDialogProps {
  event: HolidayEventView;
  what: string;
  m: MessageLookup;
  locale: Locale;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus returns to it when the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * Runs a dialog's change: once stored, the dialog closes and `onDone` gets the event with what changed; a refusal
 * (or no answer, or a failure: GENERIC-ERROR) stays in the dialog as its violations.
 */
async function runChange<R extends { ok: boolean; violations: Violation[] }>(
  mutate: () => Promise<R | null | undefined>,
  changeOf: (result: R) => object | null | undefined,
  dialog: {
    event: HolidayEventView;
    setViolations: (violations: Violation[]) => void;
    onOpenChange: (open: boolean) => void;
    onDone: (event: HolidayEventView) => void;
  },
) {
  try {
    const result = await mutate();
    if (!result) return dialog.setViolations([{ code: 'GENERIC-ERROR' }]);
    const changed = changeOf(result);
    if (!result.ok || !changed) return dialog.setViolations(result.violations);
    dialog.setViolations([]);
    dialog.onOpenChange(false);
    dialog.onDone({ ...dialog.event, ...changed } as HolidayEventView);
  } catch {
    dialog.setViolations([{ code: 'GENERIC-ERROR' }]);
  }
}

function Problems({ m, violations }: { m: MessageLookup; violations: readonly Violation[] }) {
  if (violations.length === 0) return null;
  return (
    <NotificationBanner variant="error" shouldAnnounce>
      <ul>
        {[...new Set(violations.map((violation) => violation.code))].map((code) => (
          <li key={code}>{m.violation(code)}</li>
        ))}
      </ul>
    </NotificationBanner>
  );
}

export function CancelDialog(
  props: EventDialogProps & {
    onCancelled: (event: HolidayEventView) => void;
    /** Where focus goes when the dialog closes after the cancellation took the button that opened it away. */
    afterwards?: RefObject<HTMLElement | null>;
  },
) {
  const { event, what, m, locale, open, onOpenChange, trigger, onCancelled, afterwards } = props;
  const [violations, setViolations] = useState<Violation[]>([]);
  const $cancel = useMemo(
    () =>
      event.kind === 'suspension'
        ? graphqlMutation(holidayArea.mutations.cancelDeliverySuspensionV2, CancelDeliverySuspensionV2Document, request)
        : graphqlMutation(
            holidayArea.mutations.cancelTemporaryDeliveryAddressV2,
            CancelTemporaryDeliveryAddressV2Document,
            request,
          ),
    [event.kind],
  );
  const { loading = false } = useStore($cancel);

  const confirm = () =>
    // Either mutation's answer: the changed suspension or temporary address, or the refusal.
    runChange<{ ok: boolean; violations: Violation[]; change: object | null }>(
      () => $cancel.mutate({ changeId: event.changeId }),
      (result) => result.change,
      { event, setViolations, onOpenChange, onDone: onCancelled },
    );

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={() => (trigger.current?.isConnected ? trigger.current : (afterwards?.current ?? null))}
      role="alertdialog"
    >
      <Dialog.Content>
        <Dialog.CloseIcon label={m.t('holiday.dialog.close')} />
        <Dialog.Title>{m.t('holiday.cancel.title')}</Dialog.Title>
        <Dialog.Description>
          {m.t('holiday.cancel.text', {
            what,
            start: formatDate(event.startDate, { locale }),
            end: formatDate(event.endDate, { locale }),
            subscription: event.subscription.title,
          })}
        </Dialog.Description>
        <Problems m={m} violations={violations} />
        <Dialog.Footer>
          <Dialog.CloseButton>{m.t('holiday.cancel.keep')}</Dialog.CloseButton>
          <Button
            type="button"
            variant="danger"
            loading={loading}
            loadingLabel={m.t('holiday.cancel.cancelling')}
            onClick={confirm}
          >
            {m.t('holiday.cancel.confirm')}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export function EndDateDialog(props: EventDialogProps & { onChanged: (event: HolidayEventView) => void }) {
  const { event, m, locale, open, onOpenChange, trigger, onChanged } = props;
  const [endDate, setEndDate] = useState<string | null>(null);
  const [violations, setViolations] = useState<Violation[]>([]);
  const earliest = event.earliestEndDate ?? event.endDate;
  const [$change, loading] = useGraphQLMutation(
    holidayArea.mutations.bringHolidayEndDateForward,
    BringHolidayEndDateForwardDocument,
    request,
  );
  // The dialog stays mounted between openings (for its closing animation): each opening starts empty.
  useEffect(() => {
    if (!open) return;
    setEndDate(null);
    setViolations([]);
  }, [open]);

  async function save() {
    if (!endDate) return setViolations([{ code: 'HOLIDAY_END_INVALID', field: 'endDate' }]);
    await runChange(
      () => $change.mutate({ changeId: event.changeId, endDate }),
      (result) => result.suspension ?? result.temporaryAddress,
      { event, setViolations, onOpenChange, onDone: onChanged },
    );
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={() => trigger.current}
    >
      <Dialog.Content>
        <Dialog.CloseIcon label={m.t('holiday.dialog.close')} />
        <Dialog.Title>{m.t('holiday.endDate.title')}</Dialog.Title>
        <Dialog.Description>
          {m.t('holiday.endDate.intro', {
            earliest: formatDate(earliest, { locale }),
            end: formatDate(event.endDate, { locale }),
          })}
        </Dialog.Description>
        <Problems m={m} violations={violations} />
        <DatePicker
          label={m.t('holiday.endDate.label')}
          value={endDate}
          onValueChange={setEndDate}
          isDateAllowed={(date) => date >= earliest && date < event.endDate}
          focusDate={earliest}
          locale={locale}
          labels={calendarLabels(m.t)}
        />
        <Dialog.Footer>
          <Dialog.CloseButton>{m.t('holiday.endDate.keep')}</Dialog.CloseButton>
          <Button type="button" loading={loading} loadingLabel={m.t('holiday.endDate.saving')} onClick={save}>
            {m.t('holiday.endDate.save')}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
