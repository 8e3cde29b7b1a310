import { useId, useMemo, useState } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { $api } from '@/api/query'
import { errorMessage } from '@/api/errors'
import type { components } from '@/api/schema.gen'
import { LoadFailed } from '@/components/load-failed'
import { Modal, ModalHeader } from '@/components/modal'
import { Spinner } from '@/components/spinner'
import { toast } from '@/components/toast'
import {
  CHANNEL_NAME, LANGUAGE_NAME, linkFor, messageSubject, messageValues, reachOf, recipientOf, renderMessage, smsParts,
  type Channel, type Language,
} from '@/lib/client-message'
import type { TellClientDialogProps } from './tell-client'
import { TEXTS, texts, useTexts } from './texts'

type Detail = components['schemas']['ClientMessageDetail']

/** What the dialog says once a channel was chosen: prepared, never sent or delivered. */
export const preparedMessage = (channel: Channel) => texts().tell.prepared(CHANNEL_NAME[channel])
export const CHANNEL_LABEL: Readonly<Record<Channel, string>> = TEXTS.tell.channels

export default function TellClientContent(props: TellClientDialogProps) {
  const t = useTexts().tell
  const { open, onClose } = props
  return (
    <Modal
      open={open}
      onClose={onClose}
      className="inset-x-0 bottom-0 max-h-[92vh] overflow-y-auto rounded-b-none p-4 sm:start-1/2 sm:bottom-auto sm:top-1/2 sm:w-[min(34rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-b-lg sm:p-6 rtl:sm:translate-x-1/2"
    >
      <ModalHeader title={t.title} closeLabel={t.closeLabel} className="mb-3" />
      {open && <TellClientBody {...props} />}
    </Modal>
  )
}

function TellClientBody({ encryptedCaseId, kind, outcome, nextDate, purpose, onTold }: TellClientDialogProps) {
  const query = $api.useQuery('post', '/get-client-message-detail', { body: { EncryptedCaseId: encryptedCaseId } })
  const t = useTexts().tell
  if (query.isPending || query.isError)
    return (
      <>
        <Dialog.Description className="sr-only">{t.about}</Dialog.Description>
        {query.isPending ? <Spinner label={t.loading} /> : <LoadFailed text={t.failed} error={query.error} onRetry={() => void query.refetch()} />}
      </>
    )
  return <Composer detail={query.data.data} kind={kind} facts={{ outcome, nextDate, purpose }} onTold={onTold} />
}

interface ComposerProps {
  detail: Detail
  kind: TellClientDialogProps['kind']
  facts: { outcome?: string; nextDate?: string; purpose?: string }
  onTold?: () => void
}

function Composer({ detail, kind, facts, onTold }: ComposerProps) {
  const language = detail.preferredLanguage as Language
  const t = useTexts().tell
  const values = useMemo(
    () =>
      messageValues(
        {
          clientName: detail.clientName,
          caseNo: detail.clientCaseNo,
          title: detail.caseTitle,
          court: detail.courtName,
          courtRoom: detail.courtNo,
          outcome: kind === 'OUTCOME' ? (facts.outcome ?? detail.lastOutcome) : '',
          nextDate: facts.nextDate ?? detail.nextHearingDate,
          purpose: facts.purpose ?? detail.purpose,
        },
        language,
      ),
    [detail, kind, facts.outcome, facts.nextDate, facts.purpose, language],
  )
  const template = detail.templates.find((t) => t.Kind === kind)?.Text ?? ''
  const [text, setText] = useState(() => renderMessage(template, values))
  const [prepared, setPrepared] = useState<Channel | null>(null)
  const reach = reachOf(detail)
  const parts = smsParts(text)
  const subject = messageSubject(kind, language, values)
  const textId = useId()
  const log = $api.useMutation('post', '/add-client-message-log', {
    onSuccess: (_answer, { body }) => {
      setPrepared(body.Channel)
      toast.success(texts().tell.preparedShort(CHANNEL_NAME[body.Channel]))
      onTold?.()
    },
    onError: (error) => toast.error(errorMessage(error)),
  })
  const choose = (channel: Channel) =>
    log.mutate({ body: { EncryptedCaseId: detail.encryptedCaseId, Channel: channel, Recipient: recipientOf(channel, detail), Language: language } })

  return (
    <div className="space-y-3">
      <Dialog.Description className="text-sm break-words text-slate-700 dark:text-slate-300">
        {detail.clientName} · {detail.clientCaseNo} · {t.inLanguage(LANGUAGE_NAME[language])}
      </Dialog.Description>
      <div>
        <label htmlFor={textId} className="mb-1 block text-sm font-medium">
          {t.message}
        </label>
        <textarea id={textId} dir="auto" className="input min-h-56 font-normal" value={text} maxLength={4000} onChange={(e) => setText(e.target.value)} aria-describedby={`${textId}-parts`} />
        <p dir="auto" id={`${textId}-parts`} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
          {t.parts(text.length, parts.parts, parts.encoding)}
        </p>
      </div>
      {reach.note && (
        <p role="note" className="rounded-md bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {reach.note}
        </p>
      )}
      {reach.channels.length > 0 && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t.openIn}>
          {reach.channels.map((channel) => (
            <a
              key={channel}
              href={linkFor(channel, detail, subject, text)}
              className="btn-primary min-h-11"
              {...(channel === 'WHATSAPP' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              aria-disabled={text.trim() === '' || undefined}
              onClick={(event) => {
                if (text.trim() === '') return event.preventDefault()
                choose(channel)
              }}
            >
              {t.channels[channel]}
            </a>
          ))}
        </div>
      )}
      <p role="status" className="text-sm">
        {prepared ? preparedMessage(prepared) : ''}
      </p>
    </div>
  )
}
