/** The complaint journey's third step: an optional remark under the free-text rule. */
import { useMemo } from 'react';
import { useForm } from '../../lib/form';
import type { ComplaintDraft } from '../../shared/delivery-codes';
import { FREE_TEXT_VIOLATIONS } from '../../shared/free-text-codes';
import { StepButtons } from '../../ui/step-buttons';
import { Textarea } from '../../ui/textarea';
import { stepSchemas, type M } from './steps';
import { violationMessage, type Messages } from './messages';

export function RemarkStep({
  m,
  messages,
  draft,
  onBack,
  onNext,
}: {
  m: M;
  messages: Messages;
  draft: ComplaintDraft;
  onBack: () => void;
  onNext: (remark: string | null) => void;
}) {
  const kit = useForm({
    schema: () => stepSchemas().then((schemas) => schemas.remarkStepSchema),
    defaultValues: { remark: draft.remark ?? '' },
    violationMessage: (code) => violationMessage(messages, code),
  });
  const freeTextMessages = useMemo(
    () => ({
      [FREE_TEXT_VIOLATIONS.empty]: violationMessage(messages, FREE_TEXT_VIOLATIONS.empty),
      [FREE_TEXT_VIOLATIONS.forbidden]: violationMessage(messages, FREE_TEXT_VIOLATIONS.forbidden),
    }),
    [messages],
  );

  return (
    <form
      ref={kit.formRef}
      noValidate
      onSubmit={kit.onSubmit((parsed) => onNext(parsed.remark))}
      className="flex flex-col gap-6"
    >
      <Textarea
        {...kit.text('remark')}
        label={m('delivery.remark.label')}
        required={false}
        optionalSuffix={m('delivery.optional')}
        description={m('delivery.remark.help')}
        violationMessages={freeTextMessages}
        rows={4}
      />
      <StepButtons nextLabel={m('delivery.next')} backLabel={m('delivery.back')} onBack={onBack} backFirst />
    </form>
  );
}
