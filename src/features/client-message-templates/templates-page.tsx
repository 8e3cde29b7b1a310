import { useMemo, useState } from 'react'
import { useTranslate } from '@/i18n/texts'
import { useWatch } from 'react-hook-form'
import { api } from '@/api/client'
import { $api } from '@/api/query'
import type { components } from '@/api/schema.gen'
import { TextAreaInput } from '@/components/form/form-fields'
import { LoadFailed } from '@/components/load-failed'
import { Spinner } from '@/components/spinner'
import {
  LANGUAGES, LANGUAGE_NAME, MESSAGE_KINDS, PLACEHOLDERS, TEMPLATE_MAX, messageValues, renderMessage, smsParts, templateProblems,
  type Language, type MessageKind,
} from '@/lib/client-message'
import { useSessionStore } from '@/session/session-store'
import { useShellForm } from '@/shell/shell-form'
import { SingleFormPage } from '@/shell/single-form-page'
import { EMPTY, fromTemplates, keyOf, languageOfKey, sampleFacts, templatesSchema, toPayload, type TemplatesForm } from './schema'
import { TEXTS, useTexts } from './texts'
import { useTexts as useLibTexts } from '@/lib/texts'

type Case = components['schemas']['ClientMessageCase']

export const CHOOSE_ADVOCATE = TEXTS.chooseAdvocate

/**
 * Issue 25: the practice's own messages to its clients, per kind and language, with the placeholders, a live
 * preview on one of the practice's cases and the SMS parts it takes. The administrator names the advocate.
 */
export function MessageTemplatesPage() {
  const t = useTexts()
  const own = useSessionStore((s) => s.session?.encryptedAdvocateCode ?? '')
  const [chosen, setChosen] = useState('')
  const advocate = own || chosen
  const [language, setLanguage] = useState<Language>('en')
  const query = $api.useQuery('post', '/get-client-message-template-list', { body: { EncryptedAdvocateCode: advocate } }, { enabled: !!advocate })
  const loaded = useMemo(() => (query.data ? fromTemplates(query.data.data.templates) : undefined), [query.data])
  const shell = useShellForm<TemplatesForm>({
    schema: templatesSchema,
    empty: EMPTY,
    loaded,
    submit: async (values) => {
      const { data } = await api.POST('/update-client-message-templates', { body: toPayload(values, advocate) })
      return { message: data!.message }
    },
    // A failing template of another language is shown: its language is chosen.
    onInvalid: (fields) => fields[0] && setLanguage(languageOfKey(fields[0])),
  })
  return (
    <SingleFormPage title={t.title} shell={shell} canSave={shell.dirty && !!loaded}>
      <div className="max-w-5xl space-y-4">
        {!own && <AdvocateChoice value={chosen} onChange={setChosen} disabled={shell.dirty} />}
        {!advocate ? (
          <p className="card p-4">{t.chooseAdvocate}</p>
        ) : query.isPending ? (
          <Spinner label={t.loading} />
        ) : query.isError ? (
          <LoadFailed text={t.failed} error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <>
            <Placeholders />
            <LanguageChoice value={language} onChange={setLanguage} />
            {MESSAGE_KINDS.map((kind) => (
              <TemplateEditor key={keyOf(kind, language)} kind={kind} language={language} sample={query.data.data.sampleCase} />
            ))}
          </>
        )}
      </div>
    </SingleFormPage>
  )
}

function AdvocateChoice({ value, onChange, disabled }: { value: string; onChange: (code: string) => void; disabled: boolean }) {
  const t = useTexts()
  const list = $api.useQuery('post', '/advocate-list', { body: { pageNumber: 1, pageSize: 1000, SearchText: '', isDropdown: true } })
  return (
    <div className="max-w-sm space-y-1">
      <label htmlFor="template-advocate" className="block text-sm font-medium">
        {t.advocate}
      </label>
      <select id="template-advocate" className="input" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t.select}</option>
        {list.data?.data.advocateList.map((a) => (
          <option key={a.encryptedAdvocateCode} value={a.encryptedAdvocateCode}>
            {a.advocateName}
          </option>
        ))}
      </select>
    </div>
  )
}

function Placeholders() {
  const t = useTexts()
  const lib = useLibTexts()
  return (
    <section aria-labelledby="placeholders-title" className="card p-4 text-sm">
      <h2 id="placeholders-title" className="mb-2 font-semibold">
        {t.placeholders}
      </h2>
      <p className="mb-2">{t.placeholdersIntro}</p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {PLACEHOLDERS.map((p) => (
          <div key={p} className="flex gap-2">
            <dt>
              <code>{`{${p}}`}</code>
            </dt>
            <dd className="text-slate-700 dark:text-slate-300">{lib.placeholders[p]}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function LanguageChoice({ value, onChange }: { value: Language; onChange: (l: Language) => void }) {
  const t = useTexts()
  return (
    <fieldset className="flex flex-wrap items-center gap-4">
      <legend className="mb-1 text-sm font-medium">{t.language}</legend>
      {LANGUAGES.map((l) => (
        <label key={l} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm">
          <input type="radio" name="template-language" value={l} checked={value === l} onChange={() => onChange(l)} className="size-4 accent-brand-600" />
          {LANGUAGE_NAME[l]}
        </label>
      ))}
    </fieldset>
  )
}

function TemplateEditor({ kind, language, sample }: { kind: MessageKind; language: Language; sample: Case | null }) {
  const t = useTexts()
  const lib = useLibTexts()
  const translate = useTranslate()
  const name = keyOf(kind, language)
  const text = (useWatch<TemplatesForm>({ name }) as string | undefined) ?? ''
  const problems = templateProblems(text)
  const preview = renderMessage(text, messageValues(sampleFacts(sample), language))
  const parts = smsParts(preview)
  const title = `${lib.messageKinds[kind]} (${LANGUAGE_NAME[language]})`
  return (
    <section aria-label={title} className="grid gap-4 rounded-lg border border-slate-200 p-4 lg:grid-cols-2 dark:border-slate-700">
      <TextAreaInput name={name} label={title} maxLength={TEMPLATE_MAX} required hint={t.characters(text.length, TEMPLATE_MAX)} />
      <div className="space-y-1">
        <h3 className="text-sm font-medium">{sample ? t.previewWith(sample.clientCaseNo) : t.preview}</h3>
        {problems.length ? (
          <p className="text-sm text-red-700 dark:text-red-400">{problems.map(translate).join(' ')}</p>
        ) : (
          <>
            <p className="rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap dark:bg-slate-800" dir="auto">
              {preview}
            </p>
            <p className="text-xs text-slate-700 dark:text-slate-300">
              {t.bySms(parts.parts, parts.encoding, parts.length)}
            </p>
          </>
        )}
      </div>
    </section>
  )
}
