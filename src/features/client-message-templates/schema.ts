import * as z from 'zod/mini'
import type { components } from '@/api/schema.gen'
import { LANGUAGES, MESSAGE_KINDS, templateProblems, type Language, type MessageKind } from '@/lib/client-message'
import { formRule } from '@/lib/form-rule'

type Template = components['schemas']['ClientMessageTemplate']
type Case = components['schemas']['ClientMessageCase']

/** One field per kind and language: 'OUTCOME_hi'. */
export type TemplateKey = `${MessageKind}_${Language}`
export type TemplatesForm = Record<TemplateKey, string>

export const KEYS = MESSAGE_KINDS.flatMap((kind) => LANGUAGES.map((language) => `${kind}_${language}` as TemplateKey))
export const keyOf = (kind: MessageKind, language: Language): TemplateKey => `${kind}_${language}`
export const languageOfKey = (key: string): Language => (LANGUAGES.find((l) => key.endsWith(`_${l}`)) ?? 'en')

export const EMPTY = Object.fromEntries(KEYS.map((k) => [k, ''])) as TemplatesForm

export const templatesSchema = z.object(Object.fromEntries(KEYS.map((k) => [k, z.string()])) as Record<TemplateKey, z.ZodMiniString>).check(
  formRule<TemplatesForm>((value, ctx) => {
    for (const key of KEYS) {
      const problem = templateProblems(value[key] ?? '')[0]
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [key] })
    }
  }),
) as unknown as z.ZodMiniType<TemplatesForm, TemplatesForm>

export const fromTemplates = (templates: Template[]): TemplatesForm => ({
  ...EMPTY,
  ...Object.fromEntries(templates.map((t) => [keyOf(t.Kind, t.Language), t.Text])),
})

/** Every template goes back as typed (no upper-casing: the client reads it), line breaks as \n. */
export function toPayload(form: TemplatesForm, encryptedAdvocateCode: string): components['schemas']['ClientMessageTemplateUpdateRequest'] {
  return {
    EncryptedAdvocateCode: encryptedAdvocateCode,
    Templates: KEYS.map((key) => {
      const [kind, language] = key.split('_') as [MessageKind, Language]
      return { Kind: kind, Language: language, Text: form[key].replace(/\r\n?/g, '\n') }
    }),
  }
}

/** The preview's facts: the practice's real case, with an outcome where it has none yet. */
export const sampleFacts = (c: Case | null | undefined) =>
  c
    ? { clientName: c.clientName, caseNo: c.clientCaseNo, title: c.caseTitle, court: c.courtName, courtRoom: c.courtNo, outcome: c.lastOutcome || 'Adjourned', nextDate: c.nextHearingDate, purpose: c.purpose }
    : { clientName: 'RAMESH PATIL', caseNo: 'RCS/12/2024', title: 'PATIL VS SHINDE', court: 'CIVIL COURT PUNE', courtRoom: '4', outcome: 'Adjourned', nextDate: null, purpose: 'Argument' }
